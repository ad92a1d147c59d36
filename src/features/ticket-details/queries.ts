// Live reads of Ticket details from Dexie: the ticket a route names (by client_id or id), with its
// messages when this device has them; null when it is not on this device.
import { useLiveQuery } from 'dexie-react-hooks';
import type { ChefDb } from '@/db/chef-db';
import type { TicketRow } from '@/db/rows';
import { findTicket } from '@/sync/operations/ticket-operations';

export function useTicket(db: ChefDb | null, ref: string): TicketRow | null | undefined {
  return useLiveQuery(async () => (db ? ((await findTicket(db, ref)) ?? null) : undefined), [db, ref]);
}
