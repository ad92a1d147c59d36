// Support's side of tickets: the admin API and `npm run admin` (ticket-reply, ticket-status) change
// the thread and the status, and tell the chef with a support_ticket notification that is stored
// and delivered on the chef's private channel, opening /tickets/details/<id>.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin, type AdminEnv } from '../tools/admin.ts';
import { pdfFile } from '../src/contract/testing/attachment-samples.ts';
import { call, login, startServer, type Harness } from './testing/harness.ts';
import { connectPusher, frameData, type PusherTestClient } from './testing/pusher-client.ts';
import { parseTicket, supportCalls, ticketCalls, ticketForm, validTicket } from './testing/tickets.ts';

let h: Harness;
let env: AdminEnv;
let demo: { token: string; id: number };
let chef: ReturnType<typeof ticketCalls>;
let support: ReturnType<typeof supportCalls>;
let socket: PusherTestClient;
beforeAll(async () => {
  h = await startServer();
  env = { PORT: String(h.server.port), DATA_DIR: h.dataDir };
  demo = await login(h.server.url, 'demo@chef.test');
  chef = ticketCalls(h, demo.token);
  support = supportCalls(h);
  // The chef's app, listening on its private channel.
  socket = await connectPusher(`ws://127.0.0.1:${h.server.port}/app/${h.server.config.pusher.key}?protocol=7&client=js&version=8.6.0`);
  const { socket_id } = frameData(await socket.next((f) => f.event === 'pusher:connection_established')) as { socket_id: string };
  const channel = `private-chef-${demo.id}`;
  const auth = await call(h.server.url, 'POST', '/api/broadcasting/auth', { token: demo.token, form: true, body: { socket_id, channel_name: channel } });
  socket.send('pusher:subscribe', { channel, auth: auth.json.auth });
  await socket.next((f) => f.event === 'pusher_internal:subscription_succeeded');
});
afterAll(async () => {
  socket.close();
  await h.dispose();
});

interface StoredNotification {
  id: number;
  type: string;
  data: { title: string; body: string; action_url: string; ticket_id: number };
}
const newestNotification = async () => ((await call(h.server.url, 'GET', '/api/chef/notifications', { token: demo.token })).json.result as StoredNotification[])[0];

/** The stored notification and the realtime event both open the ticket. */
async function expectTold(ticketId: number, title: string) {
  const stored = await newestNotification();
  expect(stored).toMatchObject({ type: 'support_ticket', data: { title, action_url: `/tickets/details/${ticketId}`, ticket_id: ticketId } });
  const event = await socket.next((f) => f.event === 'broadcast-notification' && (frameData(f) as { id: number }).id === stored?.id);
  expect(frameData(event)).toMatchObject({ type: 'support_ticket', title, action_url: `/tickets/details/${ticketId}`, data: { ticket_id: ticketId } });
}

describe('the admin API', () => {
  it('a reply makes the ticket replied (with a file), or resolved with it; tells the chef each time', async () => {
    const ticket = parseTicket(await chef.create(ticketForm(validTicket())));
    const form = ticketForm({ message: 'Here is the statement.' }, { bytes: pdfFile(), name: 'statement.pdf' });
    const answer = await support.replyWithFile(ticket.id, form);
    expect(answer.status).toBe(201);
    await expectTold(ticket.id, 'Support replied to your ticket');
    const thread = parseTicket(await chef.get(ticket.id));
    expect(thread).toMatchObject({ status: 'replied', unread_replies: 1 });
    expect(thread.messages?.[0]).toMatchObject({ author: 'admin', body: 'Here is the statement.', attachment: { name: 'statement.pdf', type: 'application/pdf' } });
    expect((await chef.download(thread.messages?.[0]?.attachment_url ?? '')).status).toBe(200);

    await support.reply(ticket.id, { message: 'All sorted now.', status: 'resolved' });
    await expectTold(ticket.id, 'Support replied and resolved your ticket');
    expect(parseTicket(await chef.get(ticket.id))).toMatchObject({ status: 'resolved', unread_replies: 2 });
  });

  it('a status change resolves or closes without a message; refuses other statuses and unknown tickets', async () => {
    const ticket = parseTicket(await chef.create(ticketForm(validTicket())));
    expect((await support.status(ticket.id, 'closed')).status).toBe(200);
    await expectTold(ticket.id, 'Your ticket was closed');
    expect(parseTicket(await chef.get(ticket.id))).toMatchObject({ status: 'closed', messages: [] });
    const wrong = await support.status(ticket.id, 'open');
    expect([wrong.status, wrong.json.errors?.status]).toEqual([422, ['Status must be one of: resolved, closed.']]);
    expect((await support.status(999_999, 'resolved')).status).toBe(404);
    expect((await support.reply(ticket.id, { message: ' ' })).json.errors).toEqual({ message: ['A message is required.'] });
    const fake = ticketForm({ message: 'See attached' }, { bytes: new TextEncoder().encode('plain text'), name: 'fake.pdf' });
    expect((await support.replyWithFile(ticket.id, fake)).json.errors).toEqual({ attachment: ['The attachment must be a PDF, JPG, PNG, DOC or DOCX file.'] });
    expect(parseTicket(await chef.get(ticket.id)).messages).toEqual([]);
    expect((await call(h.server.url, 'POST', `/admin/tickets/${ticket.id}/status`, { token: demo.token, body: { status: 'resolved' } })).status).toBe(401);
  });
});

describe('npm run admin', () => {
  it('ticket-reply (with --attach and --status) and ticket-status', async () => {
    const ticket = parseTicket(await chef.create(ticketForm(validTicket())));
    const file = path.join(h.dataDir, 'guide.pdf');
    fs.writeFileSync(file, pdfFile());
    expect(await runAdmin(['ticket-reply', String(ticket.id), 'See the attached guide.', '--attach', file], env)).toEqual([`Reply sent on ticket ${ticket.id} (now replied).`]);
    await expectTold(ticket.id, 'Support replied to your ticket');
    expect(parseTicket(await chef.get(ticket.id)).messages?.[0]).toMatchObject({ body: 'See the attached guide.', attachment: { name: 'guide.pdf', type: 'application/pdf' } });

    await runAdmin(['ticket-reply', String(ticket.id), 'Closing this one.', '--status', 'closed'], env);
    await expectTold(ticket.id, 'Support replied and closed your ticket');
    expect(parseTicket(await chef.get(ticket.id)).status).toBe('closed');

    expect(await runAdmin(['ticket-status', String(ticket.id), 'resolved'], env)).toEqual([`Ticket ${ticket.id} is now resolved.`]);
    await expectTold(ticket.id, 'Your ticket was resolved');
    await expect(runAdmin(['ticket-status', String(ticket.id)], env)).rejects.toThrow('Usage: npm run admin -- ticket-status ID resolved|closed');
    await expect(runAdmin(['ticket-reply', String(ticket.id), 'x', '--attach', path.join(h.dataDir, 'missing.pdf')], env)).rejects.toThrow('Cannot read the file');
    await expect(runAdmin(['ticket-status', '999999', 'closed'], env)).rejects.toThrow('No ticket has the id 999999.');
  });
});
