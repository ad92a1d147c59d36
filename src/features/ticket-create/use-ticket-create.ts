// Sending a new ticket: one outbox entry (createTicket with a new client_id, the attachment as a
// Blob): the ticket is on this device at once and goes to the server when online, exactly once;
// the draft is cleared as the outbox now keeps it. Offline the chef is told it is kept and sent
// later, and goes to the ticket at once. Online the screen shows the upload until the server has
// it, then goes to the ticket. The success toast shows once the server accepted it; a refusal says why.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChefDb } from '@/db/chef-db';
import { clearDraft } from '@/db/drafts';
import { mutate } from '@/sync/mutate';
import { whenSettled } from '@/sync/settled';
import type { ChosenAttachment } from '@/ui/attachment/chosen-attachment';
import { notify } from '@/ui/toaster';
import type { TicketFormValues } from './ticket-draft';

export type SaveState = { state: 'editing' } | { state: 'saved'; entryId: string } | { state: 'done' };

export function useTicketCreate(db: ChefDb, onSent: (ref: string) => void) {
  const { t } = useTranslation('ticketCreate');
  const [save, setSave] = useState<SaveState>({ state: 'editing' });
  const here = useRef(true);
  const sent = useRef(onSent);
  useEffect(() => {
    sent.current = onSent;
  }, [onSent]);
  useEffect(() => {
    here.current = true;
    return () => {
      here.current = false;
    };
  }, []);

  const sendTicket = async (values: TicketFormValues, attachment: ChosenAttachment | null) => {
    const clientId = crypto.randomUUID();
    const entry = await mutate(db, {
      kind: 'createTicket',
      ticket: {
        client_id: clientId,
        title: values.title,
        description: values.description,
      },
      attachment: attachment?.blob ?? null,
      attachmentName: attachment?.name ?? null,
    });
    await clearDraft(db, 'ticket');
    const offline = !navigator.onLine;
    if (here.current) setSave({ state: 'saved', entryId: entry.id });
    if (offline) {
      notify.info(t('savedOffline'), t('savedOfflineDescription'), 5000);
      sent.current(clientId);
    }
    void whenSettled(db, entry.id).then(
      (outcome) => {
        if (!outcome.accepted) {
          notify.error(t('notSaved', { reason: outcome.refusal.reason }));
          if (here.current) setSave({ state: 'editing' });
          return;
        }
        notify.success(t('created'), t('createdDescription'));
        if (!here.current) return;
        setSave({ state: 'done' });
        if (!offline) sent.current(clientId);
      },
      (error: unknown) => console.error('Following the new ticket failed', error),
    );
  };

  return { save, sendTicket };
}
