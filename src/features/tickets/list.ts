// What the tickets list shows, pure: newest activity first (a ticket with the same time: the newer
// ticket first), only the chosen status; and whether a ticket still has something waiting to send
// (made on this device and not on the server yet, or a reply not sent yet).
import type { TicketStatus } from '@/contract';

export type ListedTicket = {
  key: string;
  id: number;
  client_id: string | null;
  title: string;
  status: TicketStatus;
  unread_replies: number;
  last_activity_at: string;
  created_at: string;
  messages?: readonly { id: number }[] | undefined;
};

const time = (iso: string) => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 0 : at;
};

export function listTickets<T extends ListedTicket>(tickets: readonly T[], status: TicketStatus | undefined): T[] {
  return tickets
    .filter((ticket) => status === undefined || ticket.status === status)
    .sort((a, b) => time(b.last_activity_at) - time(a.last_activity_at) || time(b.created_at) - time(a.created_at));
}

export const isWaiting = (ticket: ListedTicket): boolean => ticket.id === 0 || (ticket.messages ?? []).some((message) => message.id === 0);
