// Support tickets and their messages (design/api.md, Entities: ticket; docs/api.md, Support
// tickets): the entities the server answers and the requests with their rules (spec section 5).
// The app validates its forms with these schemas and the reference server validates the requests
// with them; the attachment's content check is attachment.ts.
import * as v from 'valibot';
import { attachmentMimeTypeList } from './attachment.ts';
import { clientIdField } from './food.ts';
import { msg, type ValidationMessageKey } from './messages.en.ts';

import { ticketStatuses } from './ticket-status.ts';

export { ticketStatuses, type TicketStatus } from './ticket-status.ts';
/** What support may set (with or without a reply). */
export const supportTicketStatuses = ['resolved', 'closed'] as const;
export type SupportTicketStatus = (typeof supportTicketStatuses)[number];

export const TICKET_TITLE_MIN = 5;
export const TICKET_TITLE_MAX = 100;
export const TICKET_DESCRIPTION_MIN = 10;
export const TICKET_DESCRIPTION_MAX = 1000;
export const TICKET_REPLY_MIN = 5;
export const TICKET_REPLY_MAX = 1000;
/** The server's 409 message on a reply to a closed ticket (the answer's data is the ticket). */
export const TICKET_CLOSED_MESSAGE = 'This ticket is closed. Open a new ticket if you still need help.';

export const ticketAttachmentSchema = v.object({
  /** `/api/chef/tickets/attachments/<uuid>`: downloaded with the chef's token, never public. */
  url: v.string(),
  name: v.string(),
  type: v.picklist(attachmentMimeTypeList),
  /** Bytes. */
  size: v.number(),
});
export type TicketAttachment = v.InferOutput<typeof ticketAttachmentSchema>;

export const ticketMessageSchema = v.object({
  id: v.number(),
  /** The device's id of a reply (UUID v4), null when it was written without one (or by support). */
  client_id: v.nullish(v.string(), null),
  author: v.picklist(['chef', 'admin']),
  body: v.string(),
  attachment: v.nullish(ticketAttachmentSchema, null),
  /** = attachment.url, kept for design/api.md. */
  attachment_url: v.nullish(v.string(), null),
  created_at: v.string(),
});
export type TicketMessage = v.InferOutput<typeof ticketMessageSchema>;

/** The order a ticket is about ("report a problem" on an order): its id and the number the chef
 * and the customer know. */
export const ticketOrderSchema = v.object({ id: v.number(), number: v.string() });
export type TicketOrder = v.InferOutput<typeof ticketOrderSchema>;

export const ticketSchema = v.object({
  id: v.number(),
  client_id: v.nullish(v.string(), null),
  title: v.string(),
  /** The chef's opening: the thread shows it first; it is not repeated as a message. */
  description: v.string(),
  attachment: v.nullish(ticketAttachmentSchema, null),
  attachment_url: v.nullish(v.string(), null),
  status: v.picklist(ticketStatuses),
  /** The order the ticket is about, or null. */
  order: v.nullish(ticketOrderSchema, null),
  /** Support messages after the chef last read the ticket. */
  unread_replies: v.optional(v.number(), 0),
  /** The newest message's time, or created_at. */
  last_activity_at: v.string(),
  /** Oldest first; on GET one, create, reply and read; absent in the list. */
  messages: v.optional(v.array(ticketMessageSchema)),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Ticket = v.InferOutput<typeof ticketSchema>;
export const ticketListSchema = v.array(ticketSchema);

// ---- Requests (multipart; the attachment is checked apart: attachment.ts) ----

/** Text from `min` to `max` characters once trimmed; missing or blank is `required`. */
const textField = (required: ValidationMessageKey, length: ValidationMessageKey, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(msg(required)), ''),
    v.trim(),
    v.nonEmpty(msg(required)),
    v.check((text) => text === '' || (text.length >= min && text.length <= max), msg(length)),
  );

/** An order's id as a multipart field or JSON; missing or blank: the ticket is about no order. */
const orderIdField = v.pipe(
  v.optional(v.nullable(v.union([v.number(), v.string()], msg('ticketOrderInvalid'))), null),
  v.transform((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : Number(value))),
  v.nullable(v.pipe(v.number(msg('ticketOrderInvalid')), v.integer(msg('ticketOrderInvalid')), v.minValue(1, msg('ticketOrderInvalid')))),
);

/** POST /chef/tickets: title, description, client_id?, order_id? (+ attachment?). */
export const ticketCreateSchema = v.object({
  title: textField('ticketTitleRequired', 'ticketTitleLength', TICKET_TITLE_MIN, TICKET_TITLE_MAX),
  description: textField('ticketDescriptionRequired', 'ticketDescriptionLength', TICKET_DESCRIPTION_MIN, TICKET_DESCRIPTION_MAX),
  client_id: clientIdField,
  order_id: orderIdField,
});
export type TicketCreateRequest = v.InferOutput<typeof ticketCreateSchema>;

/** POST /chef/tickets/{ref}/reply: message, client_id? (+ attachment?). */
export const ticketReplySchema = v.object({
  message: textField('ticketReplyRequired', 'ticketReplyLength', TICKET_REPLY_MIN, TICKET_REPLY_MAX),
  client_id: clientIdField,
});
export type TicketReplyRequest = v.InferOutput<typeof ticketReplySchema>;

/** Support's side: POST /admin/tickets/{id}/status (a reply may set the same statuses). */
export const supportStatusSchema = v.object({ status: v.picklist(supportTicketStatuses) });
