// The support tickets list (/tickets): newest activity first, each with its status in words and its
// unread replies; a status filter kept in the address; an empty state that invites the first
// ticket; "New ticket". Everything reads Dexie, so what was seen shows offline; the list is pulled
// again when the screen opens.
import { Button, chakra, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { LifeBuoy, Plus } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useChefDb } from '@/db/use-chef-db';
import { useFirstScreenShown } from '@/lib/first-screen';
import { pullNow } from '@/sync/engine/chef-sync';
import { EmptyList, ListLoading, NoMatch } from '@/ui/ListStates';
import { LoadProblem } from '@/ui/LoadProblem';
import { useNow } from '@/ui/use-now';
import { listTickets } from './list';
import { useTickets } from './queries';
import { ticketStatuses, type TicketsSearch } from './search';
import { TicketCard } from './TicketCard';

type Props = { search: TicketsSearch; onSearch: (next: TicketsSearch) => void };

/** The filter's choice as the address keeps it ('' is every status). */
const statusSearch = (value: string): TicketsSearch => {
  const status = ticketStatuses.find((known) => known === value);
  return status ? { status } : {};
};

function NewTicketButton() {
  const { t } = useTranslation('tickets');
  return (
    <Button asChild colorPalette="primary" minH="11">
      <Link to="/tickets/create">
        <Plus aria-hidden="true" />
        {t('newTicket')}
      </Link>
    </Button>
  );
}

export function TicketsScreen({ search, onSearch }: Props) {
  const { t } = useTranslation('tickets');
  const { t: shared } = useTranslation('attachments');
  const db = useChefDb();
  const state = useTickets(db);
  useFirstScreenShown(state !== undefined);
  const now = useNow(30_000);
  const filterId = useId();
  const all = state?.rows;
  const shown = useMemo(() => listTickets(all ?? [], search.status), [all, search.status]);

  useEffect(() => {
    if (db) void pullNow('tickets');
  }, [db]);

  return (
    <Stack gap="5" as="section" aria-labelledby="tickets-title" maxW="4xl" width="full">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="space-between" align={{ base: 'stretch', sm: 'end' }}>
        <Stack gap="1">
          <Heading as="h1" id="tickets-title" size="2xl">
            {t('title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('subtitle')}
          </Text>
        </Stack>
        <NewTicketButton />
      </Stack>
      {all && all.length > 0 ? (
        <>
          <HStack gap="3" align="center" wrap="wrap">
            <chakra.label htmlFor={filterId} fontSize="sm" fontWeight="medium">
              {t('filter.label')}
            </chakra.label>
            <NativeSelect.Root width={{ base: 'full', sm: '56' }} size="lg">
              <NativeSelect.Field id={filterId} value={search.status ?? ''} onChange={(event) => onSearch(statusSearch(event.currentTarget.value))}>
                <option value="">{t('filter.all')}</option>
                {ticketStatuses.map((status) => (
                  <option key={status} value={status}>
                    {shared(`ticketStatus.${status}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Text fontSize="sm" color="fg.muted" role="status">
              {t('shown', { count: shown.length })}
            </Text>
          </HStack>
          {shown.length > 0 ? (
            <Stack as="ol" gap="2" listStyleType="none" aria-labelledby="tickets-title" data-testid="ticket-list">
              {shown.map((ticket) => (
                <li key={ticket.key}>
                  <TicketCard ticket={ticket} now={now} />
                </li>
              ))}
            </Stack>
          ) : (
            <NoMatch title={t('noMatch.title')} text={t('noMatch.text')} clearLabel={t('noMatch.clear')} onClear={() => onSearch({})} />
          )}
        </>
      ) : state && (state.load === 'failed' || state.load === 'offline') ? (
        <LoadProblem title={t('loadFailed')} offline={state.load === 'offline'} onRetry={() => pullNow('tickets')} />
      ) : state?.load === 'loaded' ? (
        <EmptyList icon={<LifeBuoy size={32} aria-hidden="true" />} title={t('empty.title')} text={t('empty.text')} testId="tickets-empty">
          <NewTicketButton />
        </EmptyList>
      ) : (
        <ListLoading label={t('loading')} />
      )}
    </Stack>
  );
}
