// Support tickets as outbox operations, all on the entity `tickets`, so they reach the server in the
// order the chef made them: a ticket made offline is created before its replies. A ticket and a
// reply made on the device carry a client_id (UUID v4); the URL names a ticket by it, so a reply
// to a ticket made offline waits for nothing (docs/sync.md, "Things made offline"). Attachments
// travel as Blobs in the entry and are sent as multipart. Every answer is the ticket with its
// messages; it replaces the row (same key), the chef's later unsent actions on top. A reply the
// server refuses because the ticket is closed (409) carries the ticket: it is stored at once.
import * as v from 'valibot';
import { ticketSchema, type Ticket } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import type { OutboxOperation } from '@/db/outbox-entry';
import { ticketKey, ticketRef, type TicketRow } from '@/db/rows';
import { atKnownVersion } from '../engine/operation-version-table';
import type { OperationSpec, OutboxRequest } from '../engine/operation-spec';
import { applyToTicket, isTicketOperation, ticketKeyOf, withKnownMessages, type TicketOperation } from './ticket-effects';
import { reapply } from '../engine/reapply';

type Op<K extends OutboxOperation['kind']> = Extract<OutboxOperation, { kind: K }>;

export const TICKETS_ENTITY = 'tickets';
export { ticketRef };

/** A ticket as the device keeps it; the messages this device already has stay when `ticket` comes
 * without (the list). */
export const toTicketRow = (ticket: Ticket, known?: TicketRow): TicketRow => withKnownMessages({ ...ticket, key: ticketKey(ticket) }, known);

/** The ticket a route names: its client_id (the device's key), or its id. */
export async function findTicket(db: ChefDb, ref: string): Promise<TicketRow | undefined> {
  const byKey = (await db.tickets.get(ref.toLowerCase())) ?? (await db.tickets.get(`id:${ref}`));
  if (byKey || !/^\d+$/.test(ref)) return byKey;
  const id = Number(ref);
  return db.tickets.filter((ticket) => ticket.id === id).first(); // made on this device: keyed by client_id
}

/** Applies one ticket operation to the device's tickets (IndexedDB work only). */
export async function applyTicketOperation(db: ChefDb, op: TicketOperation, actionAt: string): Promise<void> {
  const key = ticketKeyOf(op);
  const before = await db.tickets.get(key);
  const after = applyToTicket(before, op, actionAt);
  if (after && after !== before) await db.tickets.put(after);
}

/** The chef's unsent ticket actions, again on top of what the server just gave. */
export async function ticketActionsOnTop(db: ChefDb): Promise<void> {
  for (const entry of await db.outbox.where('entity').equals(TICKETS_ENTITY).sortBy('seq')) {
    const op = entry.operation;
    if (atKnownVersion(entry) && isTicketOperation(op)) await reapply(entry, () => applyTicketOperation(db, op, entry.actionAt));
  }
}

/** Stores a ticket the server gave (an answer, a refusal's ticket, a pull of one ticket). */
export async function storeTicket(db: ChefDb, ticket: Ticket): Promise<void> {
  const key = ticketKey(ticket);
  await db.tickets.put(toTicketRow(ticket, await db.tickets.get(key)));
}

/** An answer or a refusal's ticket, then the later unsent actions on top; false when it is not a ticket. */
async function storeTicketAnswer(db: ChefDb, result: unknown): Promise<boolean> {
  const ticket = v.safeParse(ticketSchema, result);
  if (!ticket.success) return false;
  await storeTicket(db, ticket.output);
  await ticketActionsOnTop(db);
  return true;
}

function multipart(fields: Record<string, string>, attachment: Blob | null, attachmentName: string | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (attachment) form.append('attachment', attachment, attachmentName ?? 'attachment');
  return form;
}

const ticketPath = (ref: string) => `chef/tickets/${encodeURIComponent(ref)}`;

function ticketOperation<K extends TicketOperation['kind']>(kind: K, request: (op: Op<K>) => OutboxRequest): OperationSpec<Op<K>> {
  return {
    entity: () => TICKETS_ENTITY,
    request,
    tables: (db) => [db.tickets],
    apply: (db, op, actionAt) => applyTicketOperation(db, op as TicketOperation, actionAt),
    accepted: storeTicketAnswer,
    refused: storeTicketAnswer,
    collection: 'tickets',
    label: `operation.${kind}`,
  };
}

export const ticketOperations = {
  createTicket: ticketOperation('createTicket', (op) => ({
    method: 'POST',
    path: 'chef/tickets',
    body: multipart({ title: op.ticket.title, description: op.ticket.description, client_id: op.ticket.client_id, ...(op.ticket.order ? { order_id: String(op.ticket.order.id) } : {}) }, op.attachment, op.attachmentName),
  })),
  replyToTicket: ticketOperation('replyToTicket', (op) => ({
    method: 'POST',
    path: `${ticketPath(op.ticketRef)}/reply`,
    body: multipart({ message: op.reply.message, client_id: op.reply.client_id }, op.attachment, op.attachmentName),
  })),
  readTicket: ticketOperation('readTicket', (op) => ({ method: 'POST', path: `${ticketPath(op.ticketRef)}/read` })),
};
