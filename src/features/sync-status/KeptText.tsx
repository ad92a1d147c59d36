// The chef's own words of a refused action in the "not saved" list, or of a stuck one (kept-text.ts):
// selectable, and a button that copies them, so a reply support could no longer take goes into a
// new ticket. An entry this build does not understand offers all it carries (copyableText).
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxOperation } from '@/db/outbox-entry';
import { copyableText } from '@/sync/engine/kept-text';

export function KeptText({ operation, opVersion }: { operation: OutboxOperation; opVersion?: number | undefined }) {
  const { t } = useTranslation('sync');
  const [copied, setCopied] = useState(false);
  const text = copyableText({ operation, opVersion });
  if (text === null) return null;
  const copy = () =>
    void Promise.resolve()
      .then(() => navigator.clipboard.writeText(text)) // no clipboard (an insecure page): it stays selectable
      .then(
        () => setCopied(true),
        (error: unknown) => console.warn('Could not copy the text', error),
      );
  return (
    <Stack gap="1" align="start" minW="0" w="full">
      <Text fontSize="xs" color="fg.muted">
        {t('notSaved.yourText')}
      </Text>
      <Box
        as="blockquote"
        data-testid="not-saved-text"
        fontSize="sm"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        userSelect="text"
        borderStartWidth="3px"
        borderColor="border"
        ps="2"
        w="full"
      >
        {text}
      </Box>
      <Button size="xs" variant="outline" colorPalette="gray" minH={{ base: '11', md: '8' }} onClick={copy}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? t('notSaved.copied') : t('notSaved.copy')}
      </Button>
    </Stack>
  );
}
