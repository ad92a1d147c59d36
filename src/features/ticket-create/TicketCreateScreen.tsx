// Create ticket (/tickets/create): the form starts from the chef's 'ticket' draft (what they wrote
// last on this device, attachment included). Works offline: it saves through the outbox; once
// saved it goes to the ticket (/tickets/details/{client_id}).
import { Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChefDb } from '@/db/chef-db';
import { useChefDb } from '@/db/use-chef-db';
import { BackLink } from '@/ui/BackLink';
import { useInitialDraft } from '@/ui/use-initial-draft';
import { ticketDraftOf } from './ticket-draft';
import { TicketForm } from './TicketForm';

export function TicketCreateScreen() {
  const { t } = useTranslation('ticketCreate');
  const db = useChefDb();
  const draft = useInitialDraft(db, 'ticket');
  return (
    <Stack gap="5" as="section" aria-labelledby="screen-title" maxWidth="3xl" width="full">
      <BackLink to="/tickets">{t('back')}</BackLink>
      <Stack gap="1">
        <Heading as="h1" id="screen-title" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('subtitle')}</Text>
      </Stack>
      {db && draft.loaded ? (
        <StartedForm db={db} draft={draft.values} />
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
function StartedForm({ db, draft }: { db: ChefDb; draft: unknown }) {
  const navigate = useNavigate();
  const [start] = useState(() => ticketDraftOf(draft));
  const onSent = useCallback((ref: string) => void navigate({ to: '/tickets/details/$id', params: { id: ref } }), [navigate]);
  return <TicketForm db={db} start={start} onSent={onSent} />;
}
