// Support tickets as stored (migration 7): tickets, their messages and the files attached to
// either, and their JSON shape (contract `ticket`). The description is the chef's opening and is
// not repeated as a message; unread_replies counts support's messages after `read_up_to`.
import type { Ticket, TicketAttachment, TicketMessage, TicketOrder, TicketStatus } from '../../src/contract/index.ts';
import type { Db } from '../db/open.ts';

export interface TicketRow {
  id: number;
  chef_id: number;
  client_id: string | null;
  title: string;
  description: string;
  attachment_id: number | null;
  /** The order the ticket is about (migration 15). */
  order_id: number | null;
  status: TicketStatus;
  read_up_to: number;
  last_activity_at: string;
  created_at: string;
  updated_at: string;
}

interface MessageRow {
  id: number;
  ticket_id: number;
  client_id: string | null;
  author: 'chef' | 'admin';
  body: string;
  attachment_id: number | null;
  created_at: string;
}

export interface AttachmentRow {
  id: number;
  uuid: string;
  chef_id: number;
  name: string;
  type: TicketAttachment['type'];
  size: number;
  stored_path: string;
  created_at: string;
}

export const attachmentUrl = (uuid: string): string => `/api/chef/tickets/attachments/${uuid}`;

export function insertAttachment(db: Db, row: Omit<AttachmentRow, 'id'>): number {
  const info = db
    .prepare('INSERT INTO ticket_attachments (uuid, chef_id, name, type, size, stored_path, created_at) VALUES (@uuid, @chef_id, @name, @type, @size, @stored_path, @created_at)')
    .run(row);
  return Number(info.lastInsertRowid);
}

export const findAttachment = (db: Db, uuid: string): AttachmentRow | undefined =>
  db.prepare('SELECT * FROM ticket_attachments WHERE uuid = ?').get(uuid) as AttachmentRow | undefined;

export function insertTicket(db: Db, chefId: number, input: { client_id: string | null; title: string; description: string; attachment_id: number | null; order_id: number | null }, at: string): number {
  const info = db
    .prepare(
      `INSERT INTO tickets (chef_id, client_id, title, description, attachment_id, order_id, status, last_activity_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?, ?)`,
    )
    .run(chefId, input.client_id, input.title, input.description, input.attachment_id, input.order_id, at, at, at);
  return Number(info.lastInsertRowid);
}

export function insertMessage(db: Db, ticketId: number, input: { client_id: string | null; author: 'chef' | 'admin'; body: string; attachment_id: number | null }, at: string): number {
  const info = db
    .prepare('INSERT INTO ticket_messages (ticket_id, client_id, author, body, attachment_id, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(ticketId, input.client_id, input.author, input.body, input.attachment_id, at);
  db.prepare('UPDATE tickets SET last_activity_at = ?, updated_at = ? WHERE id = ?').run(at, at, ticketId);
  return Number(info.lastInsertRowid);
}

export function setTicketStatus(db: Db, ticketId: number, status: TicketStatus, at: string): void {
  db.prepare('UPDATE tickets SET status = ?, updated_at = ? WHERE id = ?').run(status, at, ticketId);
}

/** The chef has read every message so far. */
export function markTicketRead(db: Db, ticketId: number): void {
  db.prepare('UPDATE tickets SET read_up_to = (SELECT COALESCE(MAX(id), 0) FROM ticket_messages WHERE ticket_id = ?) WHERE id = ?').run(ticketId, ticketId);
}

export const findTicketById = (db: Db, id: number): TicketRow | undefined => db.prepare('SELECT * FROM tickets WHERE id = ?').get(id) as TicketRow | undefined;

/** The chef's ticket named by its id or its client_id. */
export function findChefTicket(db: Db, chefId: number, ref: string): TicketRow | undefined {
  const byClientId = db.prepare('SELECT * FROM tickets WHERE chef_id = ? AND client_id = ?').get(chefId, ref.toLowerCase()) as TicketRow | undefined;
  if (byClientId || !/^\d+$/.test(ref)) return byClientId;
  return db.prepare('SELECT * FROM tickets WHERE chef_id = ? AND id = ?').get(chefId, Number(ref)) as TicketRow | undefined;
}

export const findMessageByClientId = (db: Db, ticketId: number, clientId: string): MessageRow | undefined =>
  db.prepare('SELECT * FROM ticket_messages WHERE ticket_id = ? AND client_id = ?').get(ticketId, clientId) as MessageRow | undefined;

function attachmentOf(db: Db, id: number | null): TicketAttachment | null {
  if (id === null) return null;
  const row = db.prepare('SELECT * FROM ticket_attachments WHERE id = ?').get(id) as AttachmentRow | undefined;
  return row ? { url: attachmentUrl(row.uuid), name: row.name, type: row.type, size: row.size } : null;
}

function toMessage(db: Db, row: MessageRow): TicketMessage {
  const attachment = attachmentOf(db, row.attachment_id);
  return { id: row.id, client_id: row.client_id, author: row.author, body: row.body, attachment, attachment_url: attachment?.url ?? null, created_at: row.created_at };
}

const unreadReplies = (db: Db, row: TicketRow): number =>
  (db.prepare("SELECT COUNT(*) AS n FROM ticket_messages WHERE ticket_id = ? AND author = 'admin' AND id > ?").get(row.id, row.read_up_to) as { n: number }).n;

const orderOf = (db: Db, orderId: number | null): TicketOrder | null =>
  orderId === null ? null : ((db.prepare('SELECT id, number FROM orders WHERE id = ?').get(orderId) as TicketOrder | undefined) ?? null);

/** A chef's tickets about an order (the order's details list them), oldest first. */
export const ticketsAboutOrder = (db: Db, orderId: number): { id: number; title: string; status: TicketStatus }[] =>
  db.prepare('SELECT id, title, status FROM tickets WHERE order_id = ? ORDER BY id').all(orderId) as { id: number; title: string; status: TicketStatus }[];

/** The JSON of a ticket; with its messages (oldest first) unless `withMessages` is false (the list). */
export function toTicket(db: Db, row: TicketRow, withMessages = true): Ticket {
  const attachment = attachmentOf(db, row.attachment_id);
  const ticket: Ticket = {
    id: row.id,
    client_id: row.client_id,
    title: row.title,
    description: row.description,
    attachment,
    attachment_url: attachment?.url ?? null,
    status: row.status,
    order: orderOf(db, row.order_id),
    unread_replies: unreadReplies(db, row),
    last_activity_at: row.last_activity_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
  if (!withMessages) return ticket;
  const messages = db.prepare('SELECT * FROM ticket_messages WHERE ticket_id = ? ORDER BY id').all(row.id) as MessageRow[];
  return { ...ticket, messages: messages.map((message) => toMessage(db, message)) };
}

/** The chef's tickets, newest activity first (optionally of one status), without messages. */
export function listTickets(db: Db, chefId: number, status?: TicketStatus): Ticket[] {
  const rows = (
    status
      ? db.prepare('SELECT * FROM tickets WHERE chef_id = ? AND status = ? ORDER BY last_activity_at DESC, id DESC').all(chefId, status)
      : db.prepare('SELECT * FROM tickets WHERE chef_id = ? ORDER BY last_activity_at DESC, id DESC').all(chefId)
  ) as TicketRow[];
  return rows.map((row) => toTicket(db, row, false));
}
