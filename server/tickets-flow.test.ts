// A ticket's life as stored: the thread and its statuses (a closed ticket refuses a reply with 409
// and the ticket; a resolved one is reopened by a reply), unread replies and /read, the list
// (newest activity first, by status), attachments only for their owner, and idempotency (a replayed
// create, a repeated client_id, a repeated reply: one row each).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, setChefStatus, startServer, type Harness } from './testing/harness.ts';
import { jpgFile, pdfFile } from '../src/contract/testing/attachment-samples.ts';
import { parseTicket, supportCalls, ticketCalls, ticketForm, validTicket } from './testing/tickets.ts';

let h: Harness;
let chef: ReturnType<typeof ticketCalls>;
let other: ReturnType<typeof ticketCalls>;
let support: ReturnType<typeof supportCalls>;
beforeAll(async () => {
  h = await startServer();
  chef = ticketCalls(h, (await login(h.server.url, 'demo@chef.test')).token);
  setChefStatus(h.server, 'pending@chef.test', 'approved');
  other = ticketCalls(h, (await login(h.server.url, 'pending@chef.test')).token);
  support = supportCalls(h);
});
afterAll(() => h.dispose());

const count = (sql: string, ...params: unknown[]) => (h.server.db.prepare(sql).get(...params) as { n: number }).n;
const newTicket = async (fields: Record<string, string> = {}) => parseTicket(await chef.create(ticketForm(validTicket(fields))));

describe('the demo tickets', () => {
  it('the demo chef starts with one ticket replied (unread) and one resolved', async () => {
    const list = await chef.list();
    expect(list.map((t) => [t.title, t.status, t.unread_replies])).toEqual([
      ['Payout for last week is missing', 'replied', 1],
      ['Cannot change my kitchen photo', 'resolved', 0],
    ]);
    expect(parseTicket(await chef.get(list[1]?.id ?? 0)).messages?.map((m) => m.author)).toEqual(['admin', 'chef']);
  });
});

describe('the thread and its statuses', () => {
  it('support replies: replied and unread; the chef reads it; the chef replies: waiting_reply', async () => {
    const ticket = await newTicket();
    expect(ticket).toMatchObject({ status: 'open', unread_replies: 0, messages: [], last_activity_at: ticket.created_at });
    await support.reply(ticket.id, { message: 'We are looking into it.' });
    await support.reply(ticket.id, { message: 'Found it: a bank delay.' });
    const replied = parseTicket(await chef.get(ticket.id));
    expect(replied).toMatchObject({ status: 'replied', unread_replies: 2 });
    expect(replied.messages?.map((m) => [m.author, m.body])).toEqual([['admin', 'We are looking into it.'], ['admin', 'Found it: a bank delay.']]);
    expect((await chef.list()).find((t) => t.id === ticket.id)).toMatchObject({ unread_replies: 2 });
    expect((await chef.list()).find((t) => t.id === ticket.id)).not.toHaveProperty('messages');

    const read = parseTicket(await chef.read(ticket.id));
    expect(read.unread_replies).toBe(0);
    expect(parseTicket(await chef.read(ticket.id)).unread_replies).toBe(0);
    expect(parseTicket(await chef.get(ticket.id)).unread_replies).toBe(0);

    const answer = await chef.reply(ticket.id, ticketForm({ message: 'Thank you, it arrived.' }));
    expect(answer.status).toBe(201);
    expect(parseTicket(answer)).toMatchObject({ status: 'waiting_reply', unread_replies: 0 });
  });

  it('refuses a reply on a closed ticket with 409 and the ticket, and stores nothing', async () => {
    const ticket = await newTicket();
    await support.status(ticket.id, 'closed');
    const answer = await chef.reply(ticket.id, ticketForm({ message: 'One more thing...' }, { bytes: pdfFile(), name: 'x.pdf' }));
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe('This ticket is closed. Open a new ticket if you still need help.');
    expect(parseTicket({ ...answer, json: { result: answer.json.result } })).toMatchObject({ id: ticket.id, status: 'closed', messages: [] });
    expect(count('SELECT COUNT(*) AS n FROM ticket_messages WHERE ticket_id = ?', ticket.id)).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM ticket_attachments WHERE name = ?', 'x.pdf')).toBe(0);
  });

  it('reopens a resolved ticket when the chef replies', async () => {
    const ticket = await newTicket();
    await support.reply(ticket.id, { message: 'Paid again today.', status: 'resolved' });
    expect(parseTicket(await chef.get(ticket.id)).status).toBe('resolved');
    const answer = await chef.reply(ticket.id, ticketForm({ message: 'Still nothing here.' }));
    expect([answer.status, answer.json.message]).toEqual([201, 'Reply sent. The ticket is open again.']);
    expect(parseTicket(answer).status).toBe('waiting_reply');
  });
});

describe('the list', () => {
  it('newest activity first, filtered by status; 422 for an unknown status', async () => {
    const older = await newTicket({ title: 'Older ticket' });
    const newer = await newTicket({ title: 'Newer ticket' });
    await support.reply(older.id, { message: 'Moved up by this reply.' });
    const list = await chef.list();
    expect(list.findIndex((t) => t.id === older.id)).toBeLessThan(list.findIndex((t) => t.id === newer.id));
    expect((await chef.list('replied')).every((t) => t.status === 'replied')).toBe(true);
    expect((await chef.list('replied')).map((t) => t.id)).toContain(older.id);
    expect((await call(h.server.url, 'GET', '/api/chef/tickets?status=lost', { token: (await login(h.server.url, 'demo@chef.test')).token })).status).toBe(422);
    expect((await other.list()).map((t) => t.id)).not.toContain(older.id);
  });
});

describe('attachments', () => {
  it('reach only their owner: another chef 404, no token 401; a PDF downloads, an image shows inline', async () => {
    const ticket = parseTicket(await chef.create(ticketForm(validTicket(), { bytes: pdfFile(), name: 'Sąskaita "May".pdf' })));
    const url = ticket.attachment?.url ?? '';
    const own = await chef.download(url);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="S_skaita May.pdf"; filename*=UTF-8''${encodeURIComponent('Sąskaita May.pdf')}`);
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(pdfFile());
    expect((await other.download(url)).status).toBe(404);
    expect((await ticketCalls(h, null).download(url)).status).toBe(401);
    expect((await other.get(ticket.id)).status).toBe(404);
    expect((await other.reply(ticket.id, ticketForm({ message: 'Not my ticket' }))).status).toBe(404);

    const reply = parseTicket(await chef.reply(ticket.id, ticketForm({ message: 'A photo of it' }, { bytes: jpgFile(), name: 'photo.jpg' })));
    const photo = await chef.download(reply.messages?.at(-1)?.attachment_url ?? '');
    expect([photo.headers.get('content-type'), photo.headers.get('content-disposition')]).toEqual(['image/jpeg', `inline; filename="photo.jpg"; filename*=UTF-8''photo.jpg`]);
  });
});

describe('idempotency', () => {
  it('a replayed create (same Idempotency-Key) makes one ticket', async () => {
    const key = randomUUID();
    const title = `Replayed ${key.slice(0, 8)}`;
    const first = await chef.create(ticketForm(validTicket({ title }), { bytes: pdfFile(), name: 'a.pdf' }), key);
    const again = await chef.create(ticketForm(validTicket({ title }), { bytes: pdfFile(), name: 'a.pdf' }), key);
    expect([first.status, again.status, again.headers.get('idempotent-replayed')]).toEqual([201, 201, 'true']);
    expect(parseTicket(again).id).toBe(parseTicket(first).id);
    expect(count('SELECT COUNT(*) AS n FROM tickets WHERE title = ?', title)).toBe(1);
    expect(count('SELECT COUNT(*) AS n FROM ticket_attachments WHERE name = ?', 'a.pdf')).toBe(1);
  });

  it('a repeated client_id answers the same ticket (200), named by it in the URL too', async () => {
    const clientId = randomUUID();
    const first = await chef.create(ticketForm(validTicket({ client_id: clientId, title: 'Made offline' })));
    const again = await chef.create(ticketForm(validTicket({ client_id: clientId, title: 'Made offline' })));
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(parseTicket(again)).toMatchObject({ id: parseTicket(first).id, client_id: clientId });
    expect(count('SELECT COUNT(*) AS n FROM tickets WHERE client_id = ?', clientId)).toBe(1);
    expect(parseTicket(await chef.get(clientId)).id).toBe(parseTicket(first).id);

    const replyId = randomUUID();
    const reply = await chef.reply(clientId, ticketForm({ message: 'Sent twice by a lost answer', client_id: replyId }));
    const repeated = await chef.reply(clientId, ticketForm({ message: 'Sent twice by a lost answer', client_id: replyId }));
    expect([reply.status, repeated.status]).toEqual([201, 200]);
    expect(parseTicket(repeated).messages?.filter((m) => m.client_id === replyId)).toHaveLength(1);
    expect(count('SELECT COUNT(*) AS n FROM ticket_messages WHERE client_id = ?', replyId)).toBe(1);
  });
});
