// Admin endpoints for support's side of tickets (used by `npm run admin`): list a chef's tickets,
// reply (JSON or multipart with an attachment, optionally resolving or closing the ticket) and set
// a status. Each tells the chef with a `support_ticket` notification (server/tickets/support.ts).
import type { Hono } from 'hono';
import * as v from 'valibot';
import { supportStatusSchema, supportTicketStatuses } from '../../src/contract/index.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { success } from '../http/envelope.ts';
import { validate } from '../http/validate.ts';
import { checkAttachmentField } from '../tickets/attachments.ts';
import { supportReply, supportSetStatus } from '../tickets/support.ts';

const statusHint = `Status must be one of: ${supportTicketStatuses.join(', ')}.`;
const replySchema = v.object({
  message: v.pipe(v.string('A message is required.'), v.trim(), v.nonEmpty('A message is required.'), v.maxLength(1000, 'The message may not be longer than 1000 characters.')),
  status: v.optional(v.nullable(v.picklist(supportTicketStatuses, statusHint)), null),
});
const statusSchema = v.object({ status: v.picklist(supportStatusSchema.entries.status.options, statusHint) });

export function registerAdminTicketRoutes(admin: Hono<AppEnv>, deps: Deps): void {
  admin.post('/tickets/:id/reply', async (c) => {
    const body = c.get('body');
    const attachment = await checkAttachmentField(body);
    const input = validate(replySchema, { ...body, status: body.status === '' ? null : body.status });
    const { ticket, notification } = supportReply(deps, Number(c.req.param('id')), { message: input.message, status: input.status, attachment });
    return c.json(success({ ticket, notification }, `Reply sent on ticket ${ticket.id} (now ${ticket.status}).`), 201);
  });

  admin.post('/tickets/:id/status', (c) => {
    const { status } = validate(statusSchema, c.get('body'));
    const { ticket, notification } = supportSetStatus(deps, Number(c.req.param('id')), status);
    return c.json(success({ ticket, notification }, `Ticket ${ticket.id} is now ${ticket.status}.`));
  });
}
