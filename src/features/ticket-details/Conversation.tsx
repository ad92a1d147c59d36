// The ticket's conversation, oldest first: the chef's opening (title's description and attachment)
// and then every message. The chef's own words sit on the right in the app's colour, support's on
// the left in grey, each named ("You", "Support") so the difference never rests on colour or side
// alone. Each says when it was written; one still on this device says "Waiting to send", or how far
// its attachment is ("Sending attachment, 40 %", "... failed, trying again in 2 min").
import { Badge, Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { CloudUpload, Headset, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { OutboxEntry } from '@/db/outbox-entry';
import type { TicketRow } from '@/db/rows';
import { useChefDb } from '@/db/use-chef-db';
import { useUploadLine, useUploadStatus } from '@/ui/use-upload-status';
import { AttachmentLink, type ShownAttachment } from './AttachmentLink';

type Said = {
  key: string;
  author: 'chef' | 'admin';
  body: string;
  attachment: ShownAttachment | null;
  createdAt: string;
  waiting: boolean;
  opening: boolean;
  /** The device's id of the ticket (the opening) or of the reply, to find its outbox entry. */
  clientId: string | null;
};

/** The opening and the messages as the thread shows them. */
export function conversationOf(ticket: TicketRow): Said[] {
  const opening: Said = {
    key: 'opening',
    author: 'chef',
    body: ticket.description,
    attachment: ticket.attachment ?? null,
    createdAt: ticket.created_at,
    waiting: ticket.id === 0,
    opening: true,
    clientId: ticket.client_id,
  };
  const messages = (ticket.messages ?? []).map((message, index): Said => ({
    key: message.client_id ?? `id:${message.id}:${index}`,
    author: message.author,
    body: message.body,
    attachment: message.attachment ?? null,
    createdAt: message.created_at,
    waiting: message.id === 0,
    opening: false,
    clientId: message.client_id,
  }));
  return [opening, ...messages];
}

/** The outbox entry that sends what `said` shows. */
const sends = (said: Said) => (entry: OutboxEntry) => {
  const op = entry.operation;
  if (said.opening) return op.kind === 'createTicket' && op.ticket.client_id === said.clientId;
  return op.kind === 'replyToTicket' && op.reply.client_id === said.clientId;
};

/** "Waiting to send", or how far its attachment is. */
function WaitingBadge({ said }: { said: Said }) {
  const { t } = useTranslation('ticketDetails');
  const db = useChefDb();
  const upload = useUploadLine(useUploadStatus(db, said.clientId ? sends(said) : null));
  return (
    <Badge colorPalette="gray" variant="outline" data-testid="message-waiting">
      <CloudUpload size={12} aria-hidden="true" />
      {upload ?? t('waiting')}
    </Badge>
  );
}

function Message({ said }: { said: Said }) {
  const { t } = useTranslation('ticketDetails');
  const mine = said.author === 'chef';
  const Icon = mine ? User : Headset;
  return (
    <Stack
      gap="2"
      padding="3"
      rounded="l3"
      maxWidth={{ base: '92%', md: '80%' }}
      marginStart={mine ? 'auto' : '0'}
      marginEnd={mine ? '0' : 'auto'}
      bg={mine ? 'primary.subtle' : 'bg.muted'}
      borderWidth="1px"
      borderColor={mine ? 'primary.muted' : 'border'}
      data-testid="ticket-message"
      data-author={said.author}
      data-waiting={said.waiting ? 'true' : 'false'}
    >
      <HStack gap="2" wrap="wrap" fontSize="sm">
        <Icon size={16} aria-hidden="true" />
        <Text as="span" fontWeight="semibold">
          {mine ? t('you') : t('support')}
        </Text>
        {said.opening && (
          <Text as="span" color="fg.muted">
            · {t('openingLabel')}
          </Text>
        )}
        <chakra.time color="fg.muted" dateTime={said.createdAt}>
          {formatDateTime(said.createdAt)}
        </chakra.time>
        {said.waiting && <WaitingBadge said={said} />}
      </HStack>
      <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="message-body">
        {said.body}
      </Text>
      {said.attachment && <AttachmentLink attachment={said.attachment} />}
    </Stack>
  );
}

export function Conversation({ ticket }: { ticket: TicketRow }) {
  const { t } = useTranslation('ticketDetails');
  return (
    <Box as="section" aria-labelledby="conversation-title">
      <Text as="h2" id="conversation-title" srOnly>
        {t('conversation')}
      </Text>
      <Stack as="ol" gap="3" listStyleType="none" data-testid="ticket-thread">
        {conversationOf(ticket).map((said) => (
          <li key={said.key}>
            <Message said={said} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}
