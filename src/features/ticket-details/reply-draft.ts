// The 'ticketReply' draft: the reply the chef is writing and the file they attached (a Blob), kept
// on this device as they go. One draft at a time: it names its ticket (the device's key), so
// another ticket's draft is ignored. A draft is untrusted data from storage.
import { attachmentOf, type ChosenAttachment } from '@/ui/attachment/chosen-attachment';

export type ReplyValues = { message: string };
export type ReplyDraft = {
  ticket: string;
  values: ReplyValues;
  attachment: ChosenAttachment | null;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function replyDraftOf(draft: unknown, ticket: string): ReplyDraft {
  const empty: ReplyDraft = {
    ticket,
    values: { message: '' },
    attachment: null,
  };
  if (!isRecord(draft) || draft.ticket !== ticket) return empty;
  const values = isRecord(draft.values) ? draft.values : {};
  return {
    ticket,
    values: {
      message: typeof values.message === 'string' ? values.message : '',
    },
    attachment: attachmentOf(draft.attachment),
  };
}
