// Ticket details (/tickets/details/{ref}): the ticket as this device has it (db.tickets, found by
// client_id or id), fetched again when it opens and marked read. The conversation, then the reply
// box; a closed ticket says so and has no reply box; a resolved one says a reply reopens it. Works
// offline: everything reads Dexie and a reply goes through the outbox.
import { Alert, Button, Center, Heading, HStack, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChefDb } from '@/db/chef-db';
import type { TicketRow } from '@/db/rows';
import { useChefDb } from '@/db/use-chef-db';
import { formatDateTime } from '@/lib/format';
import { TicketStatusBadge } from '@/ui/attachment/TicketStatusBadge';
import { BackLink } from '@/ui/BackLink';
import { useInitialDraft } from '@/ui/use-initial-draft';
import { useOnline } from '@/ui/use-online';
import { Conversation } from './Conversation';
import { ReplyBox } from './ReplyBox';
import { replyDraftOf } from './reply-draft';
import { useTicket } from './queries';
import { useOpenTicket } from './use-open-ticket';

export function TicketDetailsScreen({ ticketRef }: { ticketRef: string }) {
  const { t } = useTranslation('ticketDetails');
  const db = useChefDb();
  const ticket = useTicket(db, ticketRef);
  const { pulled } = useOpenTicket(db, ticketRef, ticket);
  const online = useOnline();
  const draft = useInitialDraft(db, 'ticketReply');

  return (
    <Stack gap="5" as="section" aria-labelledby="screen-title" maxWidth="3xl" width="full">
      <BackLink to="/tickets">{t('back')}</BackLink>
      {ticket ? (
        <>
          <Stack gap="2">
            <Heading as="h1" id="screen-title" size="2xl" wordBreak="break-word">
              {ticket.title}
            </Heading>
            <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
              <TicketStatusBadge status={ticket.status} />
              <Text as="span">{t('opened', { when: formatDateTime(ticket.created_at) })}</Text>
              {ticket.order && (
                <ChakraLink asChild colorPalette="primary" color="colorPalette.fg" fontWeight="medium" minH="11" display="inline-flex" alignItems="center" data-testid="ticket-order">
                  <Link to="/orders/$id" params={{ id: String(ticket.order.id) }}>
                    {t('aboutOrder', { number: ticket.order.number })}
                  </Link>
                </ChakraLink>
              )}
            </HStack>
          </Stack>
          <Conversation ticket={ticket} />
          {ticket.status === 'closed' ? (
            <Alert.Root status="neutral" data-testid="ticket-closed">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('closed.title')}</Alert.Title>
                <Alert.Description>{t('closed.text')}</Alert.Description>
                <Button asChild colorPalette="primary" minH="11" marginTop="3" alignSelf="start">
                  <Link to="/tickets/create">
                    <Plus aria-hidden="true" />
                    {t('closed.newTicket')}
                  </Link>
                </Button>
              </Alert.Content>
            </Alert.Root>
          ) : (
            <>
              {ticket.status === 'resolved' && (
                <Alert.Root status="success" data-testid="ticket-resolved">
                  <Alert.Indicator />
                  <Alert.Title fontWeight="normal">{t('resolved')}</Alert.Title>
                </Alert.Root>
              )}
              {db && draft.loaded && <StartedReply db={db} ticket={ticket} draft={draft.values} />}
            </>
          )}
        </>
      ) : ticket === null && (pulled || !online) ? (
        <Stack gap="3" role="status">
          <Heading as="h1" id="screen-title" size="2xl">
            {t('notFoundTitle')}
          </Heading>
          <Text>{online ? t('notFound') : t('notFoundOffline')}</Text>
        </Stack>
      ) : (
        <Center py="10" gap="3" color="fg.muted" role="status">
          <Spinner size="sm" />
          <Heading as="h1" id="screen-title" size="md" fontWeight="normal">
            {t('loading')}
          </Heading>
        </Center>
      )}
    </Stack>
  );
}

/** The reply box starts from the draft of the moment it opens (this ticket's only). */
function StartedReply({ db, ticket, draft }: { db: ChefDb; ticket: TicketRow; draft: unknown }) {
  const [start] = useState(() => replyDraftOf(draft, ticket.key));
  return <ReplyBox key={ticket.key} db={db} ticket={ticket} start={start} />;
}
