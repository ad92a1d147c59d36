// Support's side of a ticket (the admin API and `npm run admin`): a reply (the ticket becomes
// 'replied', or the status support sets with it) and a status change (resolved or closed). Each
// tells the chef with a stored and broadcast `support_ticket` notification that opens the ticket.
import type { SupportTicketStatus, Ticket } from '../../src/contract/index.ts';
import type { Deps } from '../http/context.ts';
import { ApiError } from '../http/envelope.ts';
import type { BroadcastPayload } from '../store/notifications.ts';
import { findTicketById, insertMessage, setTicketStatus, toTicket, type TicketRow } from '../store/tickets.ts';
import { withAttachment, writeAttachment, type CheckedAttachment } from './attachments.ts';

export interface SupportAnswer {
  ticket: Ticket;
  notification: BroadcastPayload;
}

const statusWords: Record<SupportTicketStatus, string> = { resolved: 'resolved', closed: 'closed' };

export function supportTicket(deps: Deps, id: number): TicketRow {
  const row = Number.isSafeInteger(id) ? findTicketById(deps.db, id) : undefined;
  if (!row) throw new ApiError(404, `No ticket has the id ${id}.`);
  return row;
}

function notify(deps: Deps, row: TicketRow, title: string, body: string): BroadcastPayload {
  return deps.broadcastToChef(row.chef_id, {
    type: 'support_ticket',
    title,
    body,
    action_url: `/tickets/details/${row.id}`,
    data: { ticket_id: row.id },
  });
}

const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

export function supportReply(deps: Deps, id: number, input: { message: string; status: SupportTicketStatus | null; attachment: CheckedAttachment | null }): SupportAnswer {
  const row = supportTicket(deps, id);
  const written = input.attachment ? writeAttachment(deps.config.dataDir, row.chef_id, input.attachment) : null;
  const ticket = withAttachment(written, (use) =>
    deps.db.transaction(() => {
      const at = deps.nowIso();
      insertMessage(deps.db, row.id, { client_id: null, author: 'admin', body: input.message, attachment_id: use(deps.db, at) }, at);
      setTicketStatus(deps.db, row.id, input.status ?? 'replied', at);
      return toTicket(deps.db, supportTicket(deps, row.id));
    })(),
  );
  const title = input.status ? `Support replied and ${statusWords[input.status]} your ticket` : 'Support replied to your ticket';
  return { ticket, notification: notify(deps, row, title, `${row.title}: ${excerpt(input.message)}`) };
}

export function supportSetStatus(deps: Deps, id: number, status: SupportTicketStatus): SupportAnswer {
  const row = supportTicket(deps, id);
  setTicketStatus(deps.db, row.id, status, deps.nowIso());
  const ticket = toTicket(deps.db, supportTicket(deps, row.id));
  const body = status === 'closed' ? `${row.title}: closed. Open a new ticket if you still need help.` : `${row.title}: marked resolved. Reply if you still need help.`;
  return { ticket, notification: notify(deps, row, `Your ticket was ${statusWords[status]}`, body) };
}
