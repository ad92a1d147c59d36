// Sending a new ticket: one outbox entry (createTicket with a new client_id, the attachment as a
// Blob): the ticket is on this device at once and goes to the server when online, exactly once;
// the draft is cleared as the outbox now keeps it. Offline the chef is told it is kept and sent
// later, and goes to the ticket at once. Online the screen shows the upload until the server has
// it, then goes to the ticket. The success toast shows once the server accepted it; a refusal says why.
import { useTranslation } from 'react-i18next';
import type { TicketOrder } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import type { DraftForm } from '@/db/drafts';
import type { ChosenAttachment } from '@/ui/attachment/chosen-attachment';
import { useOutboxSave } from '@/ui/use-outbox-save';
import type { TicketFormValues } from './ticket-draft';

export function useTicketCreate(db: ChefDb, draft: DraftForm, order: TicketOrder | null, onSent: (ref: string) => void) {
  const { t } = useTranslation('ticketCreate');
  const { save, send } = useOutboxSave(db, { draft, leaveOffline: true, what: 'the new ticket' }, onSent);

  const sendTicket = async (values: TicketFormValues, attachment: ChosenAttachment | null) => {
    const clientId = crypto.randomUUID();
    await send(
      {
        kind: 'createTicket',
        ticket: { client_id: clientId, title: values.title, description: values.description, order },
        attachment: attachment?.blob ?? null,
        attachmentName: attachment?.name ?? null,
      },
      {
        savedOffline: [t('savedOffline'), t('savedOfflineDescription')],
        notSaved: (reason) => t('notSaved', { reason }),
        accepted: [t('created'), t('createdDescription')],
      },
      clientId,
    );
  };

  return { save, sendTicket };
}
