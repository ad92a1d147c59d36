// The /dev page (notification listener test page): the live connection status of this device, a
// restart button, and each realtime event received (time and JSON payload), newest first.
import { Badge, Box, Button, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { BackLink } from '@/ui/BackLink';
import { useLiveQuery } from 'dexie-react-hooks';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useChefDb } from '@/db/use-chef-db';
import { EVENT_LOG_KEY, type ReceivedEvent } from '@/sync/engine/engine';
import { restartRealtime } from '@/sync/engine/chef-sync';
import { useConnection } from './use-connection';
import { formatDate, formatClockSeconds } from '@/lib/format';

const isEvent = (value: unknown): value is ReceivedEvent =>
  typeof value === 'object' && value !== null && typeof (value as ReceivedEvent).receivedAt === 'number';

const toneColor = { green: 'green', orange: 'orange', gray: 'gray', red: 'red' } as const;

export function NotificationListener() {
  const { t } = useTranslation('sync');
  const db = useChefDb();
  const view = useConnection();
  const stored = useLiveQuery(async () => (db ? ((await db.kv.get(EVENT_LOG_KEY))?.value ?? null) : null), [db]);
  const events = Array.isArray(stored) ? stored.filter(isEvent) : [];

  return (
    <Stack gap="6" maxW="4xl" mx="auto">
      <BackLink to="/kitchen">{t('dev.back')}</BackLink>
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('dev.title')}
        </Heading>
        <Text color="fg.muted">{t('dev.intro')}</Text>
      </Stack>
      <HStack gap="3" wrap="wrap" p="4" rounded="l3" borderWidth="1px" borderColor="border" bg="bg.panel">
        <Text fontWeight="medium">{t('dev.status')}:</Text>
        <Badge data-testid="dev-connection-status" colorPalette={toneColor[view.tone]} size="lg" variant="subtle">
          {view.status}
        </Badge>
        <Text fontSize="sm" color="fg.muted" flex="1" minW="40">
          {t(`connection.${view.text}`, { time: view.offlineSince })}
        </Text>
        <Button size="sm" variant="outline" onClick={restartRealtime}>
          <RotateCw aria-hidden="true" />
          {t('dev.restart')}
        </Button>
      </HStack>
      <Stack gap="3" as="section" aria-labelledby="dev-events">
        <Heading as="h2" size="md" id="dev-events">
          {t('dev.events')} ({events.length})
        </Heading>
        {events.length === 0 ? (
          <Text color="fg.muted" py="6" textAlign="center" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="l3">
            {t('dev.empty')}
          </Text>
        ) : (
          <Stack as="ol" role="list" gap="3">
            {events.map((event, index) => (
              <Box as="li" key={`${event.receivedAt}-${index}`} listStyleType="none" p="3" rounded="l2" borderWidth="1px" borderColor="border" bg="bg.panel">
                <HStack gap="2" mb="2">
                  <Text asChild fontSize="sm" fontWeight="medium">
                    <time dateTime={new Date(event.receivedAt).toISOString()}>{`${formatDate(event.receivedAt)} ${formatClockSeconds(event.receivedAt)}`}</time>
                  </Text>
                  {!event.valid && (
                    <Badge colorPalette="red" size="sm">
                      {t('dev.invalid')}
                    </Badge>
                  )}
                </HStack>
                <Code as="pre" colorPalette="gray" display="block" whiteSpace="pre-wrap" wordBreak="break-word" p="3" fontSize="xs" w="full" overflowX="auto">
                  {JSON.stringify(event.payload, null, 2)}
                </Code>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
