// On /dev, for developers: the answers the server gave with success that the app could not read
// (src/sync/engine/sync-problems.ts). The chef never sees these: the change was applied and pulled again.
import { Code, Heading, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { useChefDb } from '@/db/use-chef-db';
import { SYNC_PROBLEMS_KEY, type SyncProblem } from '@/sync/engine/sync-problems';
import { formatDate, formatClockSeconds } from '@/lib/format';

export function SyncProblemsList() {
  const { t } = useTranslation('sync');
  const db = useChefDb();
  const stored = useLiveQuery(async () => (db ? ((await db.kv.get(SYNC_PROBLEMS_KEY))?.value ?? null) : null), [db]);
  const problems = Array.isArray(stored) ? (stored as SyncProblem[]) : [];
  return (
    <Stack gap="3" as="section" aria-labelledby="dev-problems" maxW="4xl" mx="auto" mt="6">
      <Heading as="h2" size="md" id="dev-problems">
        {t('dev.problems')} ({problems.length})
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('dev.problemsIntro')}
      </Text>
      {problems.length === 0 ? (
        <Text color="fg.muted">{t('dev.noProblems')}</Text>
      ) : (
        <Stack as="ol" role="list" gap="2">
          {problems.map((problem, index) => (
            <Code as="li" key={`${problem.at}-${index}`} display="block" whiteSpace="pre-wrap" wordBreak="break-word" p="3" fontSize="xs" listStyleType="none">
              {`${formatDate(problem.at)} ${formatClockSeconds(problem.at)} ${problem.what} (${problem.status ?? '-'}): ${problem.reason}`}
            </Code>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
