// Live reads of the tickets list from Dexie: every ticket on this device (whatever the filter: the
// screen filters, so "nothing with this status" and "no tickets at all" are told apart), with what
// an empty list means (loading, could not load).
import type { ChefDb } from '@/db/chef-db';
import type { TicketRow } from '@/db/rows';
import { useListState, type ListState } from '@/ui/use-list-state';

const ticketTables = (db: ChefDb) => [db.tickets];
const readTickets = (db: ChefDb) => db.tickets.toArray();

export function useTickets(db: ChefDb | null): ListState<TicketRow> | undefined {
  return useListState(db, 'tickets', ticketTables, readTickets);
}
