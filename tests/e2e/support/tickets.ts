// Arranging and checking the support ticket tests: the chef's tickets as the server has them, a
// ticket made through the API, support's side through the admin HTTP API (reply, status), the
// files attached (a PDF, a text file posing as one), and the three ticket screens as a page object.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './env.ts';

export type ServerAttachment = {
  url: string;
  name: string;
  type: string;
  size: number;
};
export type ServerMessage = {
  id: number;
  client_id: string | null;
  author: 'chef' | 'admin';
  body: string;
  attachment: ServerAttachment | null;
  created_at: string;
};
export type ServerTicket = {
  id: number;
  client_id: string | null;
  title: string;
  description: string;
  attachment: ServerAttachment | null;
  status: 'open' | 'replied' | 'waiting_reply' | 'resolved' | 'closed';
  /** The order a reported problem is about. */
  order: { id: number; number: string } | null;
  unread_replies: number;
  last_activity_at: string;
  messages?: ServerMessage[];
};

const as = (token: string) => ({
  Accept: 'application/json',
  Language: 'en',
  Authorization: `Bearer ${token}`,
});
const admin = as(E2E_ADMIN_TOKEN);

async function result<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const text = await response.text();
  expect(response.ok(), `${what}: ${response.status()} ${text}`).toBe(true);
  return (JSON.parse(text) as { result: T }).result;
}

/** GET /api/chef/tickets: the chef's tickets as the server has them (without messages). */
export async function serverTickets(request: APIRequestContext, token: string): Promise<ServerTicket[]> {
  return result(await request.get('/api/chef/tickets', { headers: as(token) }), 'GET /api/chef/tickets');
}

/** GET /api/chef/tickets/{ref}: one ticket with its messages (reading it does not mark it read). */
export async function serverTicket(request: APIRequestContext, token: string, ref: number | string): Promise<ServerTicket> {
  return result(await request.get(`/api/chef/tickets/${ref}`, { headers: as(token) }), `GET /api/chef/tickets/${ref}`);
}

/** POST /api/chef/tickets: a ticket made through the API (the test's starting point). */
export async function createServerTicket(request: APIRequestContext, token: string, title: string, description: string, attachment?: ChosenFile): Promise<ServerTicket> {
  const multipart: Record<string, string | ChosenFile> = { title, description };
  if (attachment) multipart.attachment = attachment;
  return result(await request.post('/api/chef/tickets', { headers: as(token), multipart }), 'POST /api/chef/tickets');
}

/** Support replies (POST /admin/tickets/{id}/reply), optionally setting the status. */
export async function supportReplies(request: APIRequestContext, id: number, message: string, status?: 'resolved' | 'closed'): Promise<void> {
  await result(
    await request.post(`/admin/tickets/${id}/reply`, {
      headers: admin,
      data: status ? { message, status } : { message },
    }),
    `admin reply to ticket ${id}`,
  );
}

/** Support sets the status (POST /admin/tickets/{id}/status). */
export async function supportSetsStatus(request: APIRequestContext, id: number, status: 'resolved' | 'closed'): Promise<void> {
  await result(
    await request.post(`/admin/tickets/${id}/status`, {
      headers: admin,
      data: { status },
    }),
    `admin status of ticket ${id}`,
  );
}

/** An attachment as the server serves it to its owner. */
export async function servedAttachment(request: APIRequestContext, token: string, url: string): Promise<{ type: string; disposition: string; bytes: Buffer }> {
  const response = await request.get(url, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `GET ${url}: ${response.status()}`).toBe(true);
  return {
    type: response.headers()['content-type'] ?? '',
    disposition: response.headers()['content-disposition'] ?? '',
    bytes: await response.body(),
  };
}

/** A small, real PDF (its content starts with %PDF-). */
export function pdfFile(text = 'Payout statement'): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

export type ChosenFile = { name: string; mimeType: string; buffer: Buffer };

export class TicketScreens {
  readonly cards: Locator;
  readonly empty: Locator;
  readonly newTicket: Locator;
  readonly statusFilter: Locator;
  readonly title: Locator;
  readonly description: Locator;
  readonly attachInput: Locator;
  readonly attachmentField: Locator;
  readonly send: Locator;
  readonly thread: Locator;
  readonly messages: Locator;
  readonly replyBox: Locator;
  readonly reply: Locator;
  readonly replyAttachInput: Locator;
  readonly replyAttachmentField: Locator;
  readonly sendReply: Locator;
  readonly closedNotice: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('ticket-card');
    this.empty = page.getByTestId('tickets-empty');
    this.newTicket = page.getByRole('link', { name: 'New ticket' }).first();
    this.statusFilter = page.getByLabel('Status');
    this.title = page.getByLabel('Title');
    this.description = page.getByLabel('Description');
    this.attachInput = page.getByTestId('attachment-field-input');
    this.attachmentField = page.getByTestId('attachment-field');
    this.send = page.getByRole('button', { name: 'Send ticket' });
    this.thread = page.getByTestId('ticket-thread');
    this.messages = page.getByTestId('ticket-message');
    this.replyBox = page.getByTestId('reply-box');
    this.reply = page.getByLabel('Your reply');
    this.replyAttachInput = page.getByTestId('reply-attachment-input');
    this.replyAttachmentField = page.getByTestId('reply-attachment');
    this.sendReply = page.getByRole('button', { name: 'Send reply' });
    this.closedNotice = page.getByTestId('ticket-closed');
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  card(title: string): Locator {
    return this.cards.filter({ hasText: title });
  }

  message(body: string): Locator {
    return this.messages.filter({ hasText: body });
  }

  async gotoList(): Promise<void> {
    await this.page.goto('/tickets');
    await expect(this.heading('Support tickets')).toBeVisible();
  }

  async gotoCreate(): Promise<void> {
    await this.page.goto('/tickets/create');
    await expect(this.heading('New ticket')).toBeVisible();
    await expect(this.title).toBeVisible();
  }

  /** Types into a field, replacing what it held, and leaves it (so it counts as touched). */
  async type(field: Locator, value: string): Promise<void> {
    await field.fill(value);
    await field.blur();
  }
}
