// What the chef wrote in an action the server refused, shown in the "not saved" list so it can be
// copied and used again (a reply to a ticket support closed meanwhile goes into a new ticket).
import type { OutboxOperation } from '@/db/outbox-entry';

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
