// Ticket requests as the server checks them (spec section 5): every rule's message (422), the
// attachment by its content (a text file named .pdf refused; a real PDF, JPG, PNG, DOC and DOCX
// kept with the type their content shows), 413 over 5 MB, and nothing stored when refused.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startServer, type Harness } from './testing/harness.ts';
import { docFile, docxFile, jpgFile, pdfFile, pngFile, ticketFileTypes } from '../src/contract/testing/attachment-samples.ts';
import { parseTicket, ticketCalls, ticketForm, validTicket } from './testing/tickets.ts';
import { ticketAttachmentFolder } from './tickets/attachments.ts';

let h: Harness;
let chef: ReturnType<typeof ticketCalls>;
beforeAll(async () => {
  h = await startServer();
  chef = ticketCalls(h, (await login(h.server.url, 'demo@chef.test')).token);
});
afterAll(() => h.dispose());

const ticketCount = () => (h.server.db.prepare('SELECT COUNT(*) AS n FROM tickets').get() as { n: number }).n;
const messageCount = () => (h.server.db.prepare('SELECT COUNT(*) AS n FROM ticket_messages').get() as { n: number }).n;
const storedFiles = () => {
  const folder = path.join(h.dataDir, ticketAttachmentFolder);
  return fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).filter((name) => fs.statSync(path.join(folder, String(name))).isFile()).length : 0;
};

describe('creating a ticket', () => {
  it.each([
    [{ title: '', description: '' }, { title: ['Title is required.'], description: ['Description is required.'] }],
    [{ title: 'Help', description: 'Too short' }, { title: ['Title must be between 5 and 100 characters.'], description: ['Description must be between 10 and 1000 characters.'] }],
    [{ title: 'x'.repeat(101), description: 'y'.repeat(1001) }, { title: ['Title must be between 5 and 100 characters.'], description: ['Description must be between 10 and 1000 characters.'] }],
    [{ ...validTicket(), client_id: 'not-a-uuid' }, { client_id: ['The client id must be a UUID v4.'] }],
  ])('refuses %j with the spec messages', async (fields, errors) => {
    const before = ticketCount();
    const answer = await chef.create(ticketForm(fields));
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual(errors);
    expect(ticketCount()).toBe(before);
  });

  it('accepts the limits: 5 and 100 title characters, 10 and 1000 description characters (trimmed)', async () => {
    for (const [title, description] of [['12345', '1234567890'], ['t'.repeat(100), 'd'.repeat(1000)]] as const) {
      const answer = await chef.create(ticketForm({ title: `  ${title} `, description }));
      expect(answer.status).toBe(201);
      expect(parseTicket(answer)).toMatchObject({ title, description, status: 'open', unread_replies: 0, messages: [] });
    }
  });

  it('refuses a text file named .pdf (and names both wrong fields in one answer), stores no file', async () => {
    const before = { tickets: ticketCount(), files: storedFiles() };
    const fake = { bytes: new TextEncoder().encode('This is plain text, not a PDF.'), name: 'invoice.pdf', type: 'application/pdf' };
    const answer = await chef.create(ticketForm({ title: 'Help', description: 'My payout for last week did not arrive.' }, fake));
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual({ title: ['Title must be between 5 and 100 characters.'], attachment: ['The attachment must be a PDF, JPG, PNG, DOC or DOCX file.'] });
    expect((await chef.create(ticketForm(validTicket(), fake))).json.errors).toEqual({ attachment: ['The attachment must be a PDF, JPG, PNG, DOC or DOCX file.'] });
    expect({ tickets: ticketCount(), files: storedFiles() }).toEqual(before);
  });

  it.each([
    ['pdf', pdfFile(), 'report.pdf'],
    ['jpg', jpgFile(), 'photo.jpg'],
    ['png', pngFile(), 'screen.png'],
    ['doc', docFile(), 'letter.doc'],
    ['docx', docxFile(), 'letter.docx'],
  ] as const)('keeps a real %s with the type its content shows', async (kind, bytes, name) => {
    const answer = await chef.create(ticketForm(validTicket(), { bytes, name, type: 'application/octet-stream' }));
    expect(answer.status).toBe(201);
    const ticket = parseTicket(answer);
    expect(ticket.attachment).toEqual({ url: expect.stringMatching(/^\/api\/chef\/tickets\/attachments\/[0-9a-f-]{36}$/), name, type: ticketFileTypes[kind], size: bytes.length });
    expect(ticket.attachment_url).toBe(ticket.attachment?.url);
    const download = await chef.download(ticket.attachment?.url ?? '');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
  });

  it('answers 413 for an attachment over 5 MB and stores nothing', async () => {
    const before = { tickets: ticketCount(), files: storedFiles() };
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pdfFile());
    const answer = await chef.create(ticketForm(validTicket(), { bytes: big, name: 'big.pdf' }));
    expect(answer.status).toBe(413);
    expect(answer.json.message).toBe('The attachment is larger than 5 MB.');
    // Far over the limit: refused by the route's body cap before it is read.
    expect((await chef.create(ticketForm(validTicket(), { bytes: new Uint8Array(7 * 1024 * 1024), name: 'huge.pdf' }))).status).toBe(413);
    expect({ tickets: ticketCount(), files: storedFiles() }).toEqual(before);
  });
});

describe('replying', () => {
  it('needs 5-1000 characters and the same file rules', async () => {
    const ticket = parseTicket(await chef.create(ticketForm(validTicket())));
    const before = messageCount();
    expect((await chef.reply(ticket.id, ticketForm({ message: '' }))).json.errors).toEqual({ message: ['Reply is required.'] });
    expect((await chef.reply(ticket.id, ticketForm({ message: 'Four' }))).json.errors).toEqual({ message: ['Reply must be between 5 and 1000 characters.'] });
    expect((await chef.reply(ticket.id, ticketForm({ message: 'z'.repeat(1001) }))).json.errors).toEqual({ message: ['Reply must be between 5 and 1000 characters.'] });
    const fake = { bytes: new TextEncoder().encode('not a picture'), name: 'photo.png' };
    const refused = await chef.reply(ticket.id, ticketForm({ message: 'Here it is' }, fake));
    expect([refused.status, refused.json.errors]).toEqual([422, { attachment: ['The attachment must be a PDF, JPG, PNG, DOC or DOCX file.'] }]);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pngFile());
    expect((await chef.reply(ticket.id, ticketForm({ message: 'Here it is' }, { bytes: big, name: 'big.png' }))).status).toBe(413);
    expect(messageCount()).toBe(before);

    const sent = parseTicket(await chef.reply(ticket.id, ticketForm({ message: 'z'.repeat(1000) }, { bytes: jpgFile(), name: 'meal.jpg' })));
    expect(sent.messages?.at(-1)).toMatchObject({ author: 'chef', body: 'z'.repeat(1000), attachment: { name: 'meal.jpg', type: 'image/jpeg' } });
  });
});
