// The 'ticket' draft: what the chef typed in Create ticket and the file they attached (a Blob), kept
// on this device as they go, so a reload or a closed app loses nothing. A draft is untrusted data
// from storage: only text fields and a real Blob are taken back.
import type { TicketOrder } from '@/contract';
import type { DraftForm } from '@/db/drafts';
import { attachmentOf, type ChosenAttachment } from '@/ui/attachment/chosen-attachment';

export type TicketFormValues = { title: string; description: string };
export type TicketDraft = {
  values: TicketFormValues;
  attachment: ChosenAttachment | null;
};

export const emptyTicket: TicketFormValues = { title: '', description: '' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function ticketDraftOf(draft: unknown): TicketDraft {
  if (!isRecord(draft)) return { values: { ...emptyTicket }, attachment: null };
  const values = isRecord(draft.values) ? draft.values : {};
  return {
    values: {
      title: typeof values.title === 'string' ? values.title : '',
      description: typeof values.description === 'string' ? values.description : '',
    },
    attachment: attachmentOf(draft.attachment),
  };
}

export const hasDraft = (draft: TicketDraft): boolean => draft.attachment !== null || draft.values.title !== '' || draft.values.description !== '';

/** The draft a new ticket is kept in: a problem reported on an order has its own, so a general
 * ticket half written is not mixed into it (nor the other way). */
export const ticketDraftName = (order: TicketOrder | null): DraftForm => (order ? `ticketAboutOrder:${order.id}` : 'ticket');

/** A ticket about an order starts with a title naming the order, unless the chef wrote one. */
export const withOrderTitle = (draft: TicketDraft, title: string | null): TicketDraft =>
  title && draft.values.title === '' ? { ...draft, values: { ...draft.values, title } } : draft;
