// Support tickets through the sync engine against the real reference server (in-process): a ticket
// with a PDF and a reply with an image made offline survive a reload and arrive once, attachments
// included; a create whose answer was lost after the server committed makes no second ticket; a
// reply queued while support closes the ticket ends in "not saved" with the server's reason and the
// chef's text; a support_ticket notification brings support's reply into the thread.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeChannel } from '@/api/broadcasting';
import { createApiClient } from '@/api/client';
import { ticketListSchema, ticketSchema, type Ticket } from '@/contract';
import { keptText } from '../engine/kept-text';
import { call, login, setChefStatus, startServer, type Harness } from '../../../server/testing/harness.ts';
import { pngPhoto } from '../../../server/testing/foods.ts';
import { CONNECTION_KEY, SyncEngine } from '../engine/engine';
import { mutate } from '../engine/mutate';
import { engineAgainstServer } from '../testing/engine-against-server';
import { findTicket } from './ticket-operations';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.dispose());

const pdfBytes = () => new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const pdf = () => new Blob([pdfBytes()], { type: 'application/pdf' });
const png = () => new Blob([new Uint8Array(pngPhoto())], { type: 'image/png' });
const newTicket = (title: string) => ({ client_id: crypto.randomUUID(), title, description: 'The payout for week 44 is 12 € short of the orders.' });

async function serverTickets(token: string): Promise<Ticket[]> {
  const answer = await call(h.server.url, 'GET', '/api/chef/tickets', { token });
  expect(answer.status).toBe(200);
  return v.parse(ticketListSchema, answer.json.result);
}

async function serverTicket(token: string, ref: string | number): Promise<Ticket> {
  const answer = await call(h.server.url, 'GET', `/api/chef/tickets/${ref}`, { token });
  expect(answer.status).toBe(200);
  return v.parse(ticketSchema, answer.json.result);
}

async function download(token: string, url: string): Promise<Uint8Array> {
  const answer = await fetch(h.server.url + url, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  return new Uint8Array(await answer.arrayBuffer());
}

const admin = (route: string, body: unknown) => call(h.server.url, 'POST', route, { token: h.server.adminToken, body });

async function sendAll(app: ReturnType<typeof engineAgainstServer>): Promise<void> {
  for (let round = 0; round < 5 && (await app.db.outbox.count()) > 0; round++) {
    await app.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await app.engine.outbox.flush();
  }
}

describe('support tickets through the sync engine', () => {
  it('a ticket with a PDF and a reply with an image, made offline, arrive once after a reload', async () => {
    setChefStatus(h.server, 'pending@chef.test', 'approved');
    const chef = await login(h.server.url, 'pending@chef.test');
    const before = (await serverTickets(chef.token)).length;
    const first = engineAgainstServer(h.server.url, chef);
    first.network.up = false;

    const ticket = newTicket('Payout missing');
    const replyId = crypto.randomUUID();
    await mutate(first.db, { kind: 'createTicket', ticket, attachment: pdf(), attachmentName: 'invoice.pdf' });
    const reply = { client_id: replyId, message: 'A photo of the bank statement.' };
    await mutate(first.db, { kind: 'replyToTicket', ticketKey: ticket.client_id, ticketRef: ticket.client_id, reply, attachment: png(), attachmentName: 'statement.png' });
    await first.engine.outbox.flush();
    const offline = await findTicket(first.db, ticket.client_id);
    expect(offline).toMatchObject({ id: 0, title: 'Payout missing', status: 'waiting_reply', attachment: { url: '', name: 'invoice.pdf' } });
    expect(offline?.messages?.map((m) => [m.id, m.body, m.attachment?.name])).toEqual([[0, 'A photo of the bank statement.', 'statement.png']]);
    first.db.close();

    // A reload: a new engine over the same database, back online.
    const second = engineAgainstServer(h.server.url, chef, first.idb);
    await sendAll(second);
    expect(await second.db.outbox.count()).toBe(0);
    expect(await second.db.notSaved.count()).toBe(0);

    const tickets = await serverTickets(chef.token);
    expect(tickets).toHaveLength(before + 1);
    const listed = tickets.find((t) => t.client_id === ticket.client_id);
    expect(listed).toBeDefined();
    const stored = await serverTicket(chef.token, listed?.id ?? 0);
    expect(stored).toMatchObject({ title: 'Payout missing', status: 'waiting_reply', attachment: { name: 'invoice.pdf', type: 'application/pdf' } });
    expect(stored.messages?.map((m) => [m.client_id, m.author, m.body, m.attachment?.type])).toEqual([[replyId, 'chef', 'A photo of the bank statement.', 'image/png']]);
    expect(await download(chef.token, stored.attachment?.url ?? '')).toEqual(pdfBytes());
    expect(await download(chef.token, stored.messages?.[0]?.attachment?.url ?? '')).toEqual(new Uint8Array(pngPhoto()));

    // The device's row now carries the server's ids and links.
    const device = await second.db.tickets.get(ticket.client_id);
    expect(device?.id).toBe(stored.id);
    expect(device?.attachment?.url).toBe(stored.attachment?.url);
    expect(device?.messages?.map((m) => [m.id, m.attachment?.url])).toEqual(stored.messages?.map((m) => [m.id, m.attachment?.url]));
  });

  it('a create whose answer was lost after the server committed makes no second ticket', async () => {
    const demo = await login(h.server.url, 'demo@chef.test');
    const before = (await serverTickets(demo.token)).length;
    const app = engineAgainstServer(h.server.url, demo);
    const ticket = newTicket('Menu photo missing');
    app.network.loseAnswer((url, method) => method === 'POST' && url.endsWith('/api/chef/tickets'));
    await mutate(app.db, { kind: 'createTicket', ticket, attachment: null, attachmentName: null });
    await app.engine.outbox.flush();
    expect(await app.db.outbox.count()).toBe(1); // the answer never came: still waiting
    expect((await serverTickets(demo.token)).length).toBe(before + 1); // but the server has it

    await app.engine.pull('tickets'); // a pull meanwhile shows the server's ticket, once
    const serverId = (await serverTickets(demo.token)).find((t) => t.client_id === ticket.client_id)?.id;
    expect(await app.db.tickets.where('key').equals(ticket.client_id).toArray()).toMatchObject([{ id: serverId }]);
    await sendAll(app);
    expect(await app.db.outbox.count()).toBe(0);
    const tickets = await serverTickets(demo.token);
    expect(tickets.filter((t) => t.client_id === ticket.client_id)).toHaveLength(1);
    expect(tickets.length).toBe(before + 1);
    expect((await app.db.tickets.get(ticket.client_id))?.id).toBe(serverId);
  });

  it('a reply whose answer was lost shows once in the thread and is stored once', async () => {
    const demo = await login(h.server.url, 'demo@chef.test');
    const app = engineAgainstServer(h.server.url, demo);
    const ticket = newTicket('Customer left a wrong review');
    await mutate(app.db, { kind: 'createTicket', ticket, attachment: null, attachmentName: null });
    await sendAll(app);
    app.network.loseAnswer((url, method) => method === 'POST' && url.endsWith('/reply'));
    const reply = { client_id: crypto.randomUUID(), message: 'The review names another kitchen.' };
    await mutate(app.db, { kind: 'replyToTicket', ticketKey: ticket.client_id, ticketRef: ticket.client_id, reply, attachment: null, attachmentName: null });
    await app.engine.outbox.flush();
    expect(await app.db.outbox.count()).toBe(1);

    expect(await app.engine.pullTicket(ticket.client_id)).toBe(true); // the ticket screen opens meanwhile
    const thread = (await app.db.tickets.get(ticket.client_id))?.messages ?? [];
    expect(thread.map((m) => [m.client_id, m.id > 0])).toEqual([[reply.client_id, true]]);
    await sendAll(app);
    expect(await app.db.outbox.count()).toBe(0);
    const stored = await serverTicket(demo.token, ticket.client_id);
    expect(stored.messages?.map((m) => m.client_id)).toEqual([reply.client_id]);
    expect((await app.db.tickets.get(ticket.client_id))?.messages?.map((m) => m.id)).toEqual(stored.messages?.map((m) => m.id));
  });

  it('a reply queued while support closes the ticket ends in "not saved" with the server’s reason and the text kept', async () => {
    const demo = await login(h.server.url, 'demo@chef.test');
    const app = engineAgainstServer(h.server.url, demo);
    const ticket = newTicket('Delivery fee question');
    await mutate(app.db, { kind: 'createTicket', ticket, attachment: null, attachmentName: null });
    await sendAll(app);
    const id = (await app.db.tickets.get(ticket.client_id))?.id ?? 0;
    expect(id).toBeGreaterThan(0);

    app.network.up = false;
    const text = 'Could you also check the fee of order 1042?';
    await mutate(app.db, { kind: 'replyToTicket', ticketKey: ticket.client_id, ticketRef: ticket.client_id, reply: { client_id: crypto.randomUUID(), message: text }, attachment: null, attachmentName: null });
    expect((await admin(`/admin/tickets/${id}/status`, { status: 'closed' })).status).toBe(200);
    app.network.up = true;
    await sendAll(app);

    expect(await app.db.outbox.count()).toBe(0);
    const [refused, ...others] = await app.db.notSaved.toArray();
    expect(others).toHaveLength(0);
    expect(refused).toMatchObject({ status: 409, reason: 'This ticket is closed. Open a new ticket if you still need help.' });
    expect(keptText(refused!.operation)).toBe(text); // what the "not saved" list shows to copy
    const device = await app.db.tickets.get(ticket.client_id);
    expect(device?.status).toBe('closed');
    expect(device?.messages?.some((m) => m.body === text)).toBe(false);
    expect((await serverTicket(demo.token, id)).messages?.some((m) => m.body === text)).toBe(false);
  });

  it('a support_ticket notification brings support’s reply into a thread this device never opened', async () => {
    const demo = await login(h.server.url, 'demo@chef.test');
    const app = engineAgainstServer(h.server.url, demo);
    const ticket = newTicket('Opening hours on holidays');
    await mutate(app.db, { kind: 'createTicket', ticket, attachment: null, attachmentName: null });
    await sendAll(app);
    const id = (await app.db.tickets.get(ticket.client_id))?.id ?? 0;
    await app.db.tickets.update(ticket.client_id, { messages: undefined }); // as the list gives it: no thread

    const api = createApiClient({ baseUrl: `${h.server.url}/api`, getToken: () => demo.token, getLanguage: () => 'en', onUnauthorized: () => {} });
    const engine = new SyncEngine({
      db: app.db,
      api,
      leaderLock: false,
      requestBackgroundSync: async () => {},
      environment: { isOnline: () => true, isHidden: () => false, watch: () => () => {} },
      realtime: {
        chefId: demo.id,
        settings: {
          key: h.server.config.pusher.key,
          host: '127.0.0.1',
          port: h.server.port,
          scheme: 'http',
          cluster: 'mt1',
          authorize: (socketId, channel) => authorizeChannel(socketId, channel, api),
        },
      },
    });
    engine.start();
    try {
      await expect.poll(async () => ((await app.db.kv.get(CONNECTION_KEY))?.value as { status?: string } | undefined)?.status, { timeout: 5_000 }).toBe('connected');
      expect((await admin(`/admin/tickets/${id}/reply`, { message: 'Holiday hours are set under Kitchen.' })).status).toBe(201);
      await expect
        .poll(async () => (await app.db.tickets.get(ticket.client_id))?.messages?.map((m) => [m.author, m.body]), { timeout: 5_000 })
        .toEqual([['admin', 'Holiday hours are set under Kitchen.']]);
      expect(await app.db.tickets.get(ticket.client_id)).toMatchObject({ status: 'replied', unread_replies: 1 });
    } finally {
      engine.stop();
    }
  });
});
