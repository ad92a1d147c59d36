import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import type { Ticket, TicketMessage } from '@/contract';
import { mutate } from '../engine/mutate';
import { OutboxReplayer, type Transport } from '../engine/outbox';
import { pullCollection } from '../pull/pull';
import { createTestDb } from '../testing/fake-db';
import { findTicket, toTicketRow } from './ticket-operations';
import type { ApiClient } from '@/api/client';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 14, minute)).toISOString();
const tappedAt = (minute: number) => ({ now: () => new Date(at(minute)) });
const pdf = () => new Blob(['%PDF-1.7 invoice'], { type: 'application/pdf' });

const message = (id: number, author: 'chef' | 'admin', body: string, minute: number, clientId: string | null = null): TicketMessage => ({
  id,
  client_id: clientId,
  author,
  body,
  attachment: null,
  attachment_url: null,
  created_at: at(minute),
});

const serverTicket = (fields: Partial<Ticket>): Ticket => ({
  id: 5,
  client_id: null,
  title: 'Payout missing',
  description: 'The October payout never reached my account.',
  attachment: null,
  attachment_url: null,
  status: 'replied',
  order: null,
  unread_replies: 1,
  last_activity_at: at(1),
  messages: [message(11, 'admin', 'We are looking into it.', 1)],
  created_at: at(0),
  updated_at: at(1),
  ...fields,
});

/** A server that answers every ticket call with `answer(path)`. */
function replayer(db: ReturnType<typeof createTestDb>['db'], answer: (path: string) => unknown) {
  const sent: string[] = [];
  const send: Transport = async (request) => {
    sent.push(`${request.method} ${request.path}`);
    return answer(request.path);
  };
  return { outbox: new OutboxReplayer({ db, engineId: 't', send }), sent };
}

describe('support tickets through the outbox', () => {
  it('a ticket about an order shows the order at once and sends its id with the ticket', async () => {
    const { db } = createTestDb();
    const clientId = crypto.randomUUID();
    const order = { id: 7, number: '1007' };
    await mutate(db, { kind: 'createTicket', ticket: { client_id: clientId, title: 'Customer did not collect', description: 'Nobody came for order 1007 by 20:00.', order }, attachment: null, attachmentName: null }, tappedAt(3));
    expect((await findTicket(db, clientId))?.order).toEqual(order);

    const fields: Record<string, string> = {};
    const send: Transport = async (request) => {
      if (request.body instanceof FormData) for (const [name, value] of request.body.entries()) if (typeof value === 'string') fields[name] = value;
      return serverTicket({ id: 43, client_id: clientId, status: 'open', unread_replies: 0, order, messages: [] });
    };
    const outbox = new OutboxReplayer({ db, engineId: 't', send });
    await outbox.flush();
    outbox.stop();
    expect(fields).toMatchObject({ title: 'Customer did not collect', client_id: clientId, order_id: '7' });
    expect((await findTicket(db, clientId))?.order).toEqual(order);
  });

  it('a ticket made offline is on the device at once with id 0, its attachment waiting, then keeps its key when the server answers', async () => {
    const { db } = createTestDb();
    const clientId = crypto.randomUUID();
    const ticket = { client_id: clientId, title: 'Wrong payout', description: 'The payout for week 44 is 12 € short.' };
    await mutate(db, { kind: 'createTicket', ticket, attachment: pdf(), attachmentName: 'invoice.pdf' }, tappedAt(3));

    const offline = await findTicket(db, clientId);
    expect(offline).toMatchObject({ key: clientId, id: 0, status: 'open', title: 'Wrong payout', unread_replies: 0, last_activity_at: at(3), messages: [] });
    expect(offline?.attachment).toEqual({ url: '', name: 'invoice.pdf', type: 'application/pdf', size: pdf().size });

    const stored = serverTicket({
      id: 42,
      client_id: clientId,
      title: ticket.title,
      description: ticket.description,
      status: 'open',
      unread_replies: 0,
      attachment: { url: '/api/chef/tickets/attachments/abc', name: 'invoice.pdf', type: 'application/pdf', size: pdf().size },
      attachment_url: '/api/chef/tickets/attachments/abc',
      messages: [],
    });
    const { outbox, sent } = replayer(db, () => stored);
    await outbox.flush();
    expect(sent).toEqual(['POST chef/tickets']);
    expect(await db.tickets.count()).toBe(1);
    expect(await db.tickets.get(clientId)).toMatchObject({ id: 42, attachment_url: '/api/chef/tickets/attachments/abc' });
    expect((await findTicket(db, '42'))?.key).toBe(clientId); // a notification's link names it by id
  });

  it('a reply written offline waits in the thread with id 0; the answer replaces it by its client_id, a later reply stays on top', async () => {
    const { db } = createTestDb();
    await db.tickets.put(toTicketRow(serverTicket({})));
    const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
    await mutate(db, { kind: 'replyToTicket', ticketKey: 'id:5', ticketRef: '5', reply: { client_id: first, message: 'Here is the bank statement.' }, attachment: pdf(), attachmentName: 'statement.pdf' }, tappedAt(4));
    await mutate(db, { kind: 'replyToTicket', ticketKey: 'id:5', ticketRef: '5', reply: { client_id: second, message: 'And the invoice too.' }, attachment: null, attachmentName: null }, tappedAt(5));

    const waiting = await findTicket(db, '5');
    expect(waiting?.status).toBe('waiting_reply');
    expect(waiting?.last_activity_at).toBe(at(5));
    expect(waiting?.messages?.map((m) => [m.id, m.client_id, m.body])).toEqual([
      [11, null, 'We are looking into it.'],
      [0, first, 'Here is the bank statement.'],
      [0, second, 'And the invoice too.'],
    ]);
    expect(waiting?.messages?.[1]?.attachment).toEqual({ url: '', name: 'statement.pdf', type: 'application/pdf', size: pdf().size });

    // The server has the first reply; its answer arrives while the second still waits (it hangs).
    const answered = serverTicket({ status: 'waiting_reply', last_activity_at: at(6), messages: [message(11, 'admin', 'We are looking into it.', 1), message(12, 'chef', 'Here is the bank statement.', 6, first)] });
    let calls = 0;
    const send: Transport = async () => (++calls === 1 ? answered : new Promise<never>(() => {}));
    void new OutboxReplayer({ db, engineId: 't', send, parallel: 1 }).flush();
    await expect.poll(async () => (await db.outbox.count()) === 1 && (await db.tickets.get('id:5'))?.messages?.length === 3).toBe(true);
    expect((await db.tickets.get('id:5'))?.messages?.map((m) => [m.id, m.client_id])).toEqual([
      [11, null],
      [12, first],
      [0, second],
    ]);
  });

  it('a reply to a closed ticket: the ticket stays closed on the device, and the refusal stores the server’s ticket without it', async () => {
    const { db } = createTestDb();
    await db.tickets.put(toTicketRow(serverTicket({ status: 'resolved', unread_replies: 0 })));
    const reply = { client_id: crypto.randomUUID(), message: 'One more question about the fee.' };
    await mutate(db, { kind: 'replyToTicket', ticketKey: 'id:5', ticketRef: '5', reply, attachment: null, attachmentName: null });
    expect((await db.tickets.get('id:5'))?.status).toBe('waiting_reply'); // a reply reopens a resolved ticket

    const closed = serverTicket({ status: 'closed', unread_replies: 0 });
    const refusal = new ApiError({ kind: 'http', status: 409, serverMessage: 'This ticket is closed. Open a new ticket if you still need help.', result: closed });
    const outbox = new OutboxReplayer({ db, engineId: 't', send: async () => Promise.reject(refusal) });
    await outbox.flush();
    const row = await db.tickets.get('id:5');
    expect(row?.status).toBe('closed');
    expect(row?.messages?.map((m) => m.body)).toEqual(['We are looking into it.']);
    const notSaved = await db.notSaved.toArray();
    expect(notSaved).toHaveLength(1);
    expect(notSaved[0]?.reason).toBe('This ticket is closed. Open a new ticket if you still need help.');
    expect(notSaved[0]?.operation).toMatchObject({ kind: 'replyToTicket', reply: { message: 'One more question about the fee.' } });
  });

  it('reading a ticket clears its unread replies at once', async () => {
    const { db } = createTestDb();
    await db.tickets.put(toTicketRow(serverTicket({ unread_replies: 2 })));
    await mutate(db, { kind: 'readTicket', ticketKey: 'id:5', ticketRef: '5' });
    expect((await db.tickets.get('id:5'))?.unread_replies).toBe(0);
    const { outbox, sent } = replayer(db, () => serverTicket({ unread_replies: 0 }));
    await outbox.flush();
    expect(sent).toEqual(['POST chef/tickets/5/read']);
  });

  it('a pull of the list keeps the threads this device read, but not a refused reply, and keeps a waiting ticket', async () => {
    const { db } = createTestDb();
    await db.tickets.put({ ...toTicketRow(serverTicket({})), messages: [message(11, 'admin', 'We are looking into it.', 1), message(0, 'chef', 'Refused earlier', 2, 'gone')] });
    const waitingId = crypto.randomUUID();
    await mutate(db, { kind: 'createTicket', ticket: { client_id: waitingId, title: 'Menu photo', description: 'My photo does not show.' }, attachment: null, attachmentName: null });

    const { messages: _omitted, ...listed } = serverTicket({ unread_replies: 1 });
    const api = { request: async () => [listed] } as unknown as ApiClient;
    await pullCollection(db, api, 'tickets');

    expect(await db.tickets.get('id:5')).toMatchObject({ unread_replies: 1 });
    expect((await db.tickets.get('id:5'))?.messages?.map((m) => m.body)).toEqual(['We are looking into it.']);
    expect(await db.tickets.get(waitingId)).toMatchObject({ id: 0, title: 'Menu photo' });
  });
});
