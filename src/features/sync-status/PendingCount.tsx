// "N waiting to send": the chef's actions saved on this device that the server has not had yet
// (the outbox), with the size of the photos among them ("3 waiting to send · 2.4 MB"). Shown only
// while there are some; on phones an icon and the number. A file on its way says how far it is
// ("Sending photo, 40 %"), a failed one when it is tried again.
import { Box, HStack } from '@chakra-ui/react';
import { CloudUpload } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutboxEntries } from '@/db/outbox-entries';
import { useChefDb } from '@/db/use-chef-db';
import { formatBytes } from '@/lib/format';
import { useUploadLine, useUploadStatus } from '@/ui/use-upload-status';
import { fullTextStyle, shortTextStyle } from './compact';
import { waitingBytes } from './waiting-size';

const none = { count: 0, bytes: 0 };
const everyEntry = () => true;

export function PendingCount() {
  const { t } = useTranslation('sync');
  const db = useChefDb();
  const entries = useOutboxEntries(db);
  const { count, bytes } = useMemo(() => (entries ? { count: entries.length, bytes: waitingBytes(entries.map((entry) => entry.operation)) } : none), [entries]);
  const upload = useUploadLine(useUploadStatus(db, everyEntry));
  if (count === 0) return null;
  const waiting = bytes > 0 ? t('pending.countWithSize', { count, size: formatBytes(bytes) }) : t('pending.count', { count });
  const text = upload ? t('pending.withUpload', { text: waiting, upload }) : waiting;

  return (
    <HStack
      data-testid="pending-count"
      role="status"
      title={`${text}. ${t('pending.detail')}`}
      gap="1"
      px="2"
      h="6"
      rounded="full"
      bg="orange.subtle"
      color="orange.fg"
      fontSize="xs"
      fontWeight="medium"
      whiteSpace="nowrap"
    >
      <CloudUpload size={14} aria-hidden="true" />
      <Box as="span" css={fullTextStyle}>
        {text}
      </Box>
      <Box as="span" aria-hidden="true" css={shortTextStyle(String(count))} />
    </HStack>
  );
}
