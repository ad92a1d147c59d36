// The quiet line under the filters: "Updating…" while the page is fetched, the time of the saved
// copy while offline, or why the page could not be refreshed.
import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { CloudOff, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '@/lib/format';

type Props = { online: boolean; running: boolean; error: string | null; savedAt: number | null; onRetry: () => void };

export function HistoryStatusLine({ online, running, error, savedAt, onRetry }: Props) {
  const { t } = useTranslation('orderHistory');
  if (!online && savedAt !== null) {
    return (
      <HStack role="status" gap="2" color="fg.muted" fontSize="sm">
        <CloudOff size={16} aria-hidden="true" />
        <Text>{t('offline', { time: formatClock(savedAt) })}</Text>
      </HStack>
    );
  }
  if (running) {
    return (
      <HStack role="status" gap="2" color="fg.muted" fontSize="sm">
        <Spinner size="xs" />
        <Text>{t('updating')}</Text>
      </HStack>
    );
  }
  if (error && savedAt !== null) {
    return (
      <HStack gap="2" color="fg.warning" fontSize="sm" flexWrap="wrap">
        <TriangleAlert size={16} aria-hidden="true" />
        <Text>{t('loadFailed', { reason: error })}</Text>
        <Button size="2xs" variant="ghost" onClick={onRetry}>
          {t('retry')}
        </Button>
      </HStack>
    );
  }
  return <HStack minH="5" aria-hidden="true" />;
}
