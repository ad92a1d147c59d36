// The chef's support tickets (docs/api.md, Support tickets): list, create (multipart with an
// optional attachment), one ticket with its thread, reply, mark read, and the attachments (only
// to their owner). A ticket is named in the URL by its id or by the client_id its create carried,
// so a device can reply to a ticket it made offline. Every write is idempotent (commit()); a
// repeated client_id (a create, a reply) answers what it made the first time, not a second row.
// Status rules: new 'open'; the chef's reply -> 'waiting_reply' (a resolved ticket is reopened);
// a closed ticket refuses replies (409 with the ticket).
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { TICKET_CLOSED_MESSAGE, ticketCreateSchema, ticketReplySchema, ticketStatuses, type Ticket } from '../../src/contract/index.ts';
import { currentChef } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { ApiError, ConflictError, failure, success, validationError } from '../http/envelope.ts';
import { commit } from '../http/idempotency.ts';
import { validate } from '../http/validate.ts';
import { findOrderRow } from '../store/orders.ts';
import { findChefTicket, findMessageByClientId, findTicketById, insertMessage, insertTicket, listTickets, markTicketRead, setTicketStatus, toTicket, type TicketRow } from '../store/tickets.ts';
import { checkAttachmentField, respondAttachment, withAttachment, writeAttachment, type CheckedAttachment } from '../tickets/attachments.ts';

export const noSuchTicket = 'There is no such ticket.';

/** The fields and the attachment, checked together: one 422 names every field that is wrong (a
 * file over 5 MB answers 413 on its own). */
async function checked<S extends v.GenericSchema>(schema: S, body: Record<string, unknown>): Promise<{ input: v.InferOutput<S>; attachment: CheckedAttachment | null }> {
  let attachment: CheckedAttachment | null = null;
  let attachmentErrors: Record<string, string[]> = {};
  try {
    attachment = await checkAttachmentField(body);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 422 && error.errors)) throw error;
    attachmentErrors = error.errors;
  }
  try {
    const input = validate(schema, body);
    if (Object.keys(attachmentErrors).length > 0) throw validationError(attachmentErrors);
    return { input, attachment };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && error.errors) throw validationError({ ...error.errors, ...attachmentErrors });
    throw error;
  }
}

const statusFilter = v.optional(v.picklist(ticketStatuses, `Status must be one of: ${ticketStatuses.join(', ')}.`));

export function registerTicketRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const dataDir = () => deps.config.dataDir;
  const ticketOf = (c: Context<AppEnv>): TicketRow => {
    const row = findChefTicket(deps.db, currentChef(c).id, c.req.param('ref') ?? '');
    if (!row) throw new ApiError(404, noSuchTicket);
    return row;
  };
  const answer = (row: Pick<TicketRow, 'id'>, message: string, status: 200 | 201 = 200) => {
    const now = findTicketById(deps.db, row.id);
    if (!now) throw new Error(`Ticket ${row.id} vanished inside its own change.`);
    return { status, body: success<Ticket>(toTicket(deps.db, now), message) };
  };

  api.get('/chef/tickets', (c) => {
    const status = validate(v.object({ status: statusFilter }), { status: c.req.query('status') || undefined }).status;
    return c.json(success(listTickets(deps.db, currentChef(c).id, status)));
  });

  // Before /chef/tickets/:ref, so "attachments" is never read as a ticket's ref.
  api.get('/chef/tickets/attachments/:uuid', async (c) => {
    const file = await respondAttachment(deps.db, dataDir(), currentChef(c).id, c.req.param('uuid'));
    return file ?? c.json(failure('There is no such attachment.'), 404);
  });

  api.get('/chef/tickets/:ref', (c) => c.json(success(toTicket(deps.db, ticketOf(c)))));

  api.post('/chef/tickets', async (c) => {
    const chef = currentChef(c);
    const { input, attachment } = await checked(ticketCreateSchema, c.get('body'));
    // Another chef's order, or none, is not named (404, as for any order that is not the chef's).
    if (input.order_id !== null && !findOrderRow(deps.db, chef.id, input.order_id)) throw new ApiError(404, 'Order not found.');
    const written = attachment ? writeAttachment(dataDir(), chef.id, attachment) : null;
    return withAttachment(written, (use) =>
      commit(c, deps, () => {
        if (input.client_id) {
          const existing = findChefTicket(deps.db, chef.id, input.client_id);
          if (existing?.client_id === input.client_id) return answer(existing, 'This ticket was already sent.');
        }
        const at = deps.nowIso();
        const id = insertTicket(deps.db, chef.id, { client_id: input.client_id, title: input.title, description: input.description, attachment_id: use(deps.db, at), order_id: input.order_id }, at);
        return answer({ id }, 'Ticket sent. Support will answer here.', 201);
      }),
    );
  });

  api.post('/chef/tickets/:ref/reply', async (c) => {
    const chef = currentChef(c);
    ticketOf(c);
    const { input, attachment } = await checked(ticketReplySchema, c.get('body'));
    const written = attachment ? writeAttachment(dataDir(), chef.id, attachment) : null;
    return withAttachment(written, (use) =>
      commit(c, deps, () => {
        const row = ticketOf(c);
        if (input.client_id && findMessageByClientId(deps.db, row.id, input.client_id)) return answer(row, 'This reply was already sent.');
        if (row.status === 'closed') throw new ConflictError(TICKET_CLOSED_MESSAGE, toTicket(deps.db, row));
        const at = deps.nowIso();
        const reopened = row.status === 'resolved';
        insertMessage(deps.db, row.id, { client_id: input.client_id, author: 'chef', body: input.message, attachment_id: use(deps.db, at) }, at);
        setTicketStatus(deps.db, row.id, 'waiting_reply', at);
        markTicketRead(deps.db, row.id);
        return answer(row, reopened ? 'Reply sent. The ticket is open again.' : 'Reply sent.', 201);
      }),
    );
  });

  api.post('/chef/tickets/:ref/read', (c) =>
    commit(c, deps, () => {
      const row = ticketOf(c);
      markTicketRead(deps.db, row.id);
      return answer(row, '');
    }),
  );
}
