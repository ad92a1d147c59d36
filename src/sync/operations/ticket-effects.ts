// What each ticket operation does to the device's copy of a support ticket (db.tickets: a ticket
// with its messages in one row). Pure functions on rows, used for the optimistic change at the tap
// and again on top of every pull and every server answer while the operation waits (rule 7). The
// status follows the contract's rules: a chef's reply makes a ticket `waiting_reply` (a resolved
// one reopens), a closed one stays closed (the server will refuse the reply: "not saved").
import type { TicketAttachment } from '@/contract';
import type { OutboxOperation } from '@/db/outbox-entry';
import type { TicketMessage, TicketRow } from '@/db/rows';

type Kind = OutboxOperation['kind'];
type Op<K extends Kind> = Extract<OutboxOperation, { kind: K }>;
export type TicketOperation = Op<'createTicket' | 'replyToTicket' | 'readTicket'>;

const ticketKinds: ReadonlySet<Kind> = new Set<Kind>(['createTicket', 'replyToTicket', 'readTicket']);
export const isTicketOperation = (op: OutboxOperation): op is TicketOperation => ticketKinds.has(op.kind);

/** The ticket row an operation touches (its device key). */
export const ticketKeyOf = (op: TicketOperation): string => (op.kind === 'createTicket' ? op.ticket.client_id : op.ticketKey);

/** An attachment still on the device: its name, type and size; no URL until the server has it. */
export function waitingAttachment(file: Blob | null, name: string | null): TicketAttachment | null {
  if (!file) return null;
  return { url: '', name: name ?? 'attachment', type: file.type as TicketAttachment['type'], size: file.size };
}

const later = (a: string, b: string): string => (Date.parse(b) > Date.parse(a) ? b : a);

/** The ticket after the operation; undefined when there is none to change. */
export function applyToTicket(ticket: TicketRow | undefined, op: TicketOperation, actionAt: string): TicketRow | undefined {
  switch (op.kind) {
    case 'createTicket': {
      if (ticket) return ticket; // the server's copy (an answer, or a pull after a lost answer) stands
      const attachment = waitingAttachment(op.attachment, op.attachmentName);
      return {
        key: op.ticket.client_id,
        id: 0,
        client_id: op.ticket.client_id,
        title: op.ticket.title,
        description: op.ticket.description,
        attachment,
        attachment_url: null,
        status: 'open',
        order: op.ticket.order ?? null,
        unread_replies: 0,
        last_activity_at: actionAt,
        messages: [],
        created_at: actionAt,
        updated_at: actionAt,
      };
    }
    case 'replyToTicket': {
      if (!ticket) return undefined;
      const messages = ticket.messages ?? [];
      if (messages.some((message) => message.client_id === op.reply.client_id)) return ticket;
      const reply: TicketMessage = {
        id: 0,
        client_id: op.reply.client_id,
        author: 'chef',
        body: op.reply.message,
        attachment: waitingAttachment(op.attachment, op.attachmentName),
        attachment_url: null,
        created_at: actionAt,
      };
      return {
        ...ticket,
        status: ticket.status === 'closed' ? 'closed' : 'waiting_reply',
        last_activity_at: later(ticket.last_activity_at, actionAt),
        updated_at: later(ticket.updated_at, actionAt),
        messages: [...messages, reply],
      };
    }
    case 'readTicket':
      return ticket && (ticket.unread_replies === 0 ? ticket : { ...ticket, unread_replies: 0 });
  }
}

/** A pulled list has no messages: keep those this device read, but not its unsent replies (id 0),
 * which the waiting operations add again on top, and which a refused reply must not leave behind. */
export function withKnownMessages(pulled: TicketRow, known: TicketRow | undefined): TicketRow {
  if (pulled.messages !== undefined || !known?.messages) return pulled;
  return { ...pulled, messages: known.messages.filter((message) => message.id !== 0) };
}
