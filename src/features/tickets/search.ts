// The tickets list's status filter as it lives in the address bar (/tickets?status=replied), so a
// reload or the back button keeps it. The address is untrusted: an unknown status is dropped.
import { ticketStatuses as contractStatuses, type TicketStatus } from '@/contract/ticket-status';

export type TicketsSearch = { status?: TicketStatus };

export const ticketStatuses: readonly TicketStatus[] = contractStatuses;

const isStatus = (value: unknown): value is TicketStatus => typeof value === 'string' && (ticketStatuses as readonly string[]).includes(value);

export function parseTicketsSearch(raw: Record<string, unknown>): TicketsSearch {
  return isStatus(raw.status) ? { status: raw.status } : {};
}
