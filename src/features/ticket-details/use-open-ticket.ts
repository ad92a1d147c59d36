// Opening a ticket: it is fetched again with its messages (offline, the copy on this device
// stands), and while support's replies are unread the ticket is marked read through the outbox
// (readTicket: the list and the bell change at once, offline too). Marked once per ticket and
// number of unread replies, so a new reply arriving while the screen is open is marked read too.
import { useEffect, useRef, useState } from 'react';
import type { ChefDb } from '@/db/chef-db';
import { ticketRef, type TicketRow } from '@/db/rows';
import { pullTicket } from '@/sync/engine/chef-sync';
import { mutate } from '@/sync/engine/mutate';

/** Pulls the ticket once the screen opens; `pulled` is false until that attempt ended. */
export function useOpenTicket(db: ChefDb | null, ref: string, ticket: TicketRow | null | undefined): { pulled: boolean } {
  const [pulled, setPulled] = useState<{ db: ChefDb; ref: string } | null>(null);
  useEffect(() => {
    if (!db) return;
    let live = true;
    void pullTicket(db, ref).finally(() => live && setPulled({ db, ref }));
    return () => {
      live = false;
    };
  }, [db, ref]);

  const marked = useRef<string | null>(null);
  const unread = ticket?.unread_replies ?? 0;
  const key = ticket?.key ?? null;
  useEffect(() => {
    if (!db || !ticket || unread === 0 || key === null) return;
    const mark = `${key}:${ticket.last_activity_at}`;
    if (marked.current === mark) return;
    marked.current = mark;
    void mutate(db, {
      kind: 'readTicket',
      ticketKey: key,
      ticketRef: ticketRef(ticket),
    }).catch((error: unknown) => console.error('Marking the ticket read failed', error));
  }, [db, ticket, unread, key]);

  return { pulled: pulled !== null && pulled.db === db && pulled.ref === ref };
}
