// An attachment in the conversation. The server serves it only to its owner, so it is fetched with
// the chef's token (never a public address) into a Blob: an image is shown in the thread and opens
// full size in a new tab; a document (PDF, DOC, DOCX) downloads under its name. One not sent yet
// (url '') shows its name and that it goes with the message.
import { Box, Button, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { Download, ExternalLink, FileText, Paperclip } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '@/api/download';
import { describeError } from '@/api/errors';
import { isImageAttachment } from '@/contract';
import { formatBytes } from '@/lib/format';

export type ShownAttachment = {
  url: string;
  name: string;
  type: string;
  size: number;
};

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function ImageAttachment({ attachment }: { attachment: ShownAttachment }) {
  const { t } = useTranslation('ticketDetails');
  const [state, setState] = useState<{ url: string } | { failed: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    download(attachment.url, abort.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ url });
      },
      (error: unknown) => !abort.signal.aborted && setState({ failed: describeError(error) }),
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [attachment.url, attempt]);

  if (state === null)
    return (
      <HStack gap="2" color="fg.muted" fontSize="sm" role="status">
        <Spinner size="xs" />
        {t('attachment.loading')}
      </HStack>
    );
  if ('failed' in state)
    return (
      <Stack gap="1" fontSize="sm" role="alert">
        <Text>{t('attachment.failed', { reason: state.failed })}</Text>
        <Button size="sm" minH="11" variant="outline" alignSelf="start" onClick={() => setAttempt((n) => n + 1)}>
          {t('attachment.retry')}
        </Button>
      </Stack>
    );
  return (
    <Button
      variant="plain"
      height="auto"
      padding="0"
      alignSelf="start"
      aria-label={t('attachment.open', { name: attachment.name })}
      onClick={() => window.open(state.url, '_blank', 'noopener')}
      data-testid="attachment-image"
    >
      <Image src={state.url} alt={t('attachment.imageAlt', { name: attachment.name })} maxH="60" maxW="full" rounded="l2" borderWidth="1px" />
    </Button>
  );
}

function DocumentAttachment({ attachment }: { attachment: ShownAttachment }) {
  const { t } = useTranslation('ticketDetails');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fetchIt = async () => {
    setBusy(true);
    setProblem(null);
    try {
      saveBlob(await download(attachment.url), attachment.name);
    } catch (error) {
      setProblem(describeError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="1">
      <Button
        variant="outline"
        size="md"
        minH="11"
        alignSelf="start"
        maxW="full"
        loading={busy}
        onClick={() => void fetchIt()}
        aria-label={t('attachment.download', { name: attachment.name })}
        data-testid="attachment-download"
      >
        <FileText aria-hidden="true" />
        <Text as="span" truncate>
          {attachment.name}
        </Text>
        <Text as="span" color="fg.muted" fontWeight="normal">
          {formatBytes(attachment.size)}
        </Text>
        <Download aria-hidden="true" />
      </Button>
      {problem && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t('attachment.failed', { reason: problem })}
        </Text>
      )}
    </Stack>
  );
}

export function AttachmentLink({ attachment }: { attachment: ShownAttachment }) {
  const { t } = useTranslation('ticketDetails');
  if (attachment.url === '')
    return (
      <HStack gap="2" fontSize="sm" color="fg.muted" data-testid="attachment-waiting">
        <Paperclip size={16} aria-hidden="true" />
        <Text as="span" truncate>
          {attachment.name} · {formatBytes(attachment.size)}
        </Text>
        <Text as="span">{t('attachmentWaiting')}</Text>
      </HStack>
    );
  return (
    <Box>
      {isImageAttachment(attachment.type) ? <ImageAttachment attachment={attachment} /> : <DocumentAttachment attachment={attachment} />}
      {isImageAttachment(attachment.type) && (
        <HStack gap="1" fontSize="xs" color="fg.muted" marginTop="1">
          <ExternalLink size={12} aria-hidden="true" />
          <Text as="span" truncate>
            {attachment.name} · {formatBytes(attachment.size)}
          </Text>
        </HStack>
      )}
    </Box>
  );
}
