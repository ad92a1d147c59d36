// Support tickets and their messages (design/api.md, Entities: ticket).
import * as v from 'valibot';

export const ticketStatuses = ['open', 'replied', 'waiting_reply', 'resolved', 'closed'] as const;

export const ticketMessageSchema = v.object({
  id: v.number(),
  author: v.picklist(['chef', 'admin']),
  body: v.string(),
  attachment_url: v.nullish(v.string(), null),
  created_at: v.string(),
});
export type TicketMessage = v.InferOutput<typeof ticketMessageSchema>;

export const ticketSchema = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  attachment_url: v.nullish(v.string(), null),
  status: v.picklist(ticketStatuses),
  messages: v.optional(v.array(ticketMessageSchema)),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Ticket = v.InferOutput<typeof ticketSchema>;
export const ticketListSchema = v.array(ticketSchema);
