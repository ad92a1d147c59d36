// A support ticket's statuses (spec section 4), on their own: route search parsers load with the
// first route and must not pull the ticket schemas (valibot schemas built at module level stay in
// whatever chunk imports their module).
export const ticketStatuses = ['open', 'replied', 'waiting_reply', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
