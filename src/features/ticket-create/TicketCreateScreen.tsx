// Create ticket (/tickets/create): the form starts from the chef's 'ticket' draft (what they wrote
// last on this device, attachment included). Works offline: it saves through the outbox; once
// saved it goes to the ticket (/tickets/details/{client_id}). Opened from an order's details
// (`?order=<id>`, "Report a problem") the ticket is about that order: the order is named above the
// form, the title starts with it, and the draft is that order's own.
import { Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketOrder } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { useChefDb } from '@/db/use-chef-db';
import { BackLink } from '@/ui/BackLink';
import { useInitialDraft } from '@/ui/use-initial-draft';
import { hasDraft, ticketDraftName, ticketDraftOf, withOrderTitle } from './ticket-draft';
import { TicketForm } from './TicketForm';

/** The order a ticket is about, as this device has it: undefined while reading, null for none (no
 * order asked, or one this device does not have: the ticket is then about no order). */
function useTicketOrder(db: ChefDb | null, orderId: number | null): TicketOrder | null | undefined {
  return useLiveQuery(async () => {
    if (orderId === null) return null;
    if (!db) return undefined;
    const order = await db.orders.get(orderId);
    return order ? { id: order.id, number: order.number } : null;
  }, [db, orderId]);
}

export function TicketCreateScreen({ orderId = null }: { orderId?: number | null }) {
  const { t } = useTranslation('ticketCreate');
  const db = useChefDb();
  const order = useTicketOrder(db, orderId);
  const draft = useInitialDraft(order === undefined ? null : db, ticketDraftName(order ?? null));
  return (
    <Stack gap="5" as="section" aria-labelledby="screen-title" maxWidth="3xl" width="full">
      <BackLink to="/tickets">{t('back')}</BackLink>
      <Stack gap="1">
        <Heading as="h1" id="screen-title" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('subtitle')}</Text>
        {order && (
          <Text fontWeight="medium" data-testid="ticket-order">
            {t('aboutOrder', { number: order.number })}
          </Text>
        )}
      </Stack>
      {db && order !== undefined && draft.loaded ? (
        <StartedForm key={order?.id ?? 'general'} db={db} draft={draft.values} order={order} />
      ) : (
        <Center py="10" gap="3" color="fg.muted">
          <Spinner size="sm" />
          {t('loading')}
        </Center>
      )}
    </Stack>
  );
}

/** The form starts from the draft of the moment it opens. */
function StartedForm({ db, draft, order }: { db: ChefDb; draft: unknown; order: TicketOrder | null }) {
  const { t } = useTranslation('ticketCreate');
  const navigate = useNavigate();
  const [{ start, restored }] = useState(() => {
    const kept = ticketDraftOf(draft);
    return { start: withOrderTitle(kept, order ? t('orderTitle', { number: order.number }) : null), restored: hasDraft(kept) };
  });
  const onSent = useCallback((ref: string) => void navigate({ to: '/tickets/details/$id', params: { id: ref } }), [navigate]);
  return <TicketForm db={db} start={start} restored={restored} order={order} onSent={onSent} />;
}
