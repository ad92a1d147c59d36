// What the chef wrote in an action the server refused, shown in the "not saved" list so it can be
// copied and used again (a reply to a ticket support closed meanwhile goes into a new ticket), and
// in the "could not send" list, for an entry the chef may discard.
import type { OutboxEntry, OutboxOperation } from '@/db/outbox-entry';
import { understands } from './operation-versions';

export function keptText(operation: OutboxOperation): string | null {
  switch (operation.kind) {
    case 'replyToTicket':
      return operation.reply.message;
    case 'createTicket':
      return `${operation.ticket.title}\n\n${operation.ticket.description}`;
    default:
      return null;
  }
}

/** What "Copy" offers for a waiting entry: the chef's own words, or, for an entry this build does
 * not understand (a newer build wrote it: where its words are is not known here), everything it
 * carries as text (a file as its name), so nothing the chef wrote is lost with a discard. */
export function copyableText(entry: Pick<OutboxEntry, 'operation' | 'opVersion'>): string | null {
  if (understands(entry)) return keptText(entry.operation);
  return JSON.stringify(entry.operation, (_key, value: unknown) => (value instanceof Blob ? '[file]' : value), 2);
}
