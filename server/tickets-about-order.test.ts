// "Report a problem" on an order: a ticket names one of the chef's orders and the two are linked
// both ways (the ticket shows the order, the order's details list its tickets); another chef's
// order, or one that does not exist, answers 404 and stores no ticket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, setChefStatus, startServer, type Harness } from './testing/harness.ts';
import { orderDriver, type OrderDriver } from './testing/orders.ts';
import { parseTicket, ticketCalls, ticketForm, validTicket } from './testing/tickets.ts';

let h: Harness;
let demo: { tickets: ReturnType<typeof ticketCalls>; orders: OrderDriver };
let other: { tickets: ReturnType<typeof ticketCalls>; orders: OrderDriver };
beforeAll(async () => {
  h = await startServer();
  const demoChef = await login(h.server.url, 'demo@chef.test');
  setChefStatus(h.server, 'pending@chef.test', 'approved');
  const otherChef = await login(h.server.url, 'pending@chef.test');
  demo = { tickets: ticketCalls(h, demoChef.token), orders: orderDriver(h, demoChef) };
  other = { tickets: ticketCalls(h, otherChef.token), orders: orderDriver(h, otherChef) };
});
afterAll(() => h.dispose());

const ticketCount = () => (h.server.db.prepare('SELECT COUNT(*) AS n FROM tickets').get() as { n: number }).n;

describe('a ticket about an order', () => {
  it('shows the order, and the order lists the ticket', async () => {
    const order = await demo.orders.orderIn('completed');
    const answer = await demo.tickets.create(ticketForm(validTicket({ title: 'Customer did not collect', order_id: String(order.id) })));
    expect(answer.status).toBe(201);
    const ticket = parseTicket(answer);
    expect(ticket.order).toEqual({ id: order.id, number: order.number });
    expect(parseTicket(await demo.tickets.get(ticket.id)).order).toEqual({ id: order.id, number: order.number });
    expect((await demo.orders.get(order.id)).tickets).toEqual([{ id: ticket.id, title: 'Customer did not collect', status: 'open' }]);
  });

  it('answers 404 for another chef’s order, or none, and stores nothing', async () => {
    const theirs = await other.orders.orderIn('completed');
    const before = ticketCount();
    const answer = await demo.tickets.create(ticketForm(validTicket({ order_id: String(theirs.id) })));
    expect([answer.status, answer.json.message]).toEqual([404, 'Order not found.']);
    expect((await demo.tickets.create(ticketForm(validTicket({ order_id: '999999' })))).status).toBe(404);
    expect(ticketCount()).toBe(before);
    expect((await other.orders.get(theirs.id)).tickets).toEqual([]);
  });

  it('refuses an order id that is not a number with the field’s message', async () => {
    const answer = await demo.tickets.create(ticketForm(validTicket({ order_id: 'abc' })));
    expect([answer.status, answer.json.errors]).toEqual([422, { order_id: ['The order is not one of yours.'] }]);
  });

  it('is about no order when none is named', async () => {
    expect(parseTicket(await demo.tickets.create(ticketForm(validTicket()))).order).toBeNull();
  });
});
