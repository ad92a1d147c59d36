// Sending a reply: one outbox entry (replyToTicket with a new client_id, the attachment as a Blob):
// the reply is in the thread at once ("Waiting to send") and goes to the server when online,
// exactly once; the draft is cleared as the outbox now keeps it. `sent` follows the entry for the
// progress bar; a refusal (support closed the ticket meanwhile) says why, and the "Not saved" list
// keeps the text.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChefDb } from '@/db/chef-db';
import { clearDraft } from '@/db/drafts';
import { ticketRef, type TicketRow } from '@/db/rows';
import { mutate } from '@/sync/engine/mutate';
import { whenSettled } from '@/sync/engine/settled';
import type { ChosenAttachment } from '@/ui/attachment/chosen-attachment';
import { notify } from '@/ui/toaster';

export type Sent = { entryId: string; done: boolean } | null;

export function useReplySend(db: ChefDb, ticket: TicketRow) {
  const { t } = useTranslation('ticketDetails');
  const [sent, setSent] = useState<Sent>(null);
  const here = useRef(true);
  useEffect(() => {
    here.current = true;
    return () => {
      here.current = false;
    };
  }, []);

  const sendReply = async (message: string, attachment: ChosenAttachment | null) => {
    const entry = await mutate(db, {
      kind: 'replyToTicket',
      ticketKey: ticket.key,
      ticketRef: ticketRef(ticket),
      reply: { client_id: crypto.randomUUID(), message },
      attachment: attachment?.blob ?? null,
      attachmentName: attachment?.name ?? null,
    });
    await clearDraft(db, 'ticketReply');
    setSent({ entryId: entry.id, done: false });
    void whenSettled(db, entry.id).then(
      (outcome) => {
        if (!outcome.accepted) notify.error(t('reply.notSaved', { reason: outcome.refusal.reason }));
        if (here.current) setSent((now) => (now?.entryId === entry.id ? { entryId: entry.id, done: outcome.accepted } : now));
      },
      (error: unknown) => console.error('Following the reply failed', error),
    );
  };

  return { sent, sendReply };
}
