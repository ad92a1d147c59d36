// Reading support tickets from the server into db.tickets, always through the guarded write
// (server-write.ts: an answer acknowledged meanwhile makes it fetch again; the chef's unsent ticket
// actions go on top). The list (the `tickets` collection) comes without messages: the threads this
// device has read are kept, and those that moved on since (newer activity) are read again, so every
// ticket seen before reads offline as it last stood. One ticket is pulled when it opens, and when a
// `support_ticket` notification names it (data.ticket_id, else its action_url).
import type { ApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import { ticketListSchema, ticketSchema } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { ticketKey } from '@/db/rows';
import { writeFromServer } from '../pull/server-write';
import { findTicket, storeTicket, toTicketRow } from './ticket-operations';

const ticketPath = (ref: string) => `chef/tickets/${encodeURIComponent(ref)}`;

/** The `tickets` collection's fetch: the list, and the threads this device keeps that moved on. */
export async function fetchTicketList(api: ApiClient, db: ChefDb): Promise<(db: ChefDb) => Promise<void>> {
  const list = await api.request('GET', 'chef/tickets', { schema: ticketListSchema });
  const kept = new Map((await db.tickets.toArray()).map((row) => [row.key, row]));
  const movedOn = list.filter((ticket) => {
    const row = kept.get(ticketKey(ticket));
    return row?.messages !== undefined && row.id !== 0 && row.last_activity_at !== ticket.last_activity_at;
  });
  const threads = await Promise.all(movedOn.map((ticket) => api.request('GET', ticketPath(String(ticket.id)), { schema: ticketSchema })));
  const reread = new Map(threads.map((ticket) => [ticket.id, ticket]));
  return async (db) => {
    const known = new Map((await db.tickets.toArray()).map((row) => [row.key, row]));
    await db.tickets.clear();
    await db.tickets.bulkPut(list.map((ticket) => toTicketRow(reread.get(ticket.id) ?? ticket, known.get(ticketKey(ticket)))));
  };
}

/** Fetch one ticket with its messages (its client_id or its id) and keep it. A ticket made on this
 * device that the server does not have yet (its create is still waiting) is left as it is. */
export async function pullTicket(db: ChefDb, api: ApiClient, ref: string): Promise<void> {
  const local = await findTicket(db, ref);
  const serverRef = local && local.id !== 0 ? String(local.id) : ref;
  try {
    await writeFromServer(db, {
      collection: 'tickets',
      tables: (db) => [db.tickets],
      fetch: async () => {
        const ticket = await api.request('GET', ticketPath(serverRef), { schema: ticketSchema });
        return (db) => storeTicket(db, ticket);
      },
    });
  } catch (error) {
    if (local?.id === 0 && error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}

/** Which ticket a `support_ticket` notification is about: `data.ticket_id`, else its action_url
 * (/tickets/details/<ref>). */
export function ticketOfNotification(event: { action_url?: string | null; data?: Record<string, unknown> }): string | null {
  const id = event.data?.ticket_id;
  if (typeof id === 'number' && Number.isInteger(id)) return String(id);
  if (typeof id === 'string' && id !== '') return id;
  const path = event.action_url?.match(/\/tickets\/details\/([^/?#]+)/);
  return path?.[1] ? decodeURIComponent(path[1]) : null;
}
