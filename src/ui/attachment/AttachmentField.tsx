// The optional attachment of a ticket or a reply: "Attach a file" opens the device's picker; the
// file is checked at once (type by content, 5 MB) and refused with the contract's message, else
// shown with its name and size, or a preview when it is an image, and can be removed. The file is
// sent with the ticket or reply (the outbox keeps it as a Blob); the screen's progress bar follows it.
import { Box, Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { FileText, Paperclip, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isImageAttachment } from '@/contract';
import { formatBytes } from '@/lib/format';
import { useFieldMessage } from '@/ui/form';
import { ticketAttachmentAccept } from './attachment-check';
import { BlobImage } from './AttachmentPreview';
import { chooseAttachment, type ChosenAttachment } from './chosen-attachment';

type Props = {
  attachment: ChosenAttachment | null;
  onChange: (attachment: ChosenAttachment | null) => void;
  disabled?: boolean;
  /** Distinguishes the field's test id when a screen has two. */
  testId?: string;
};

export function AttachmentField({ attachment, onChange, disabled = false, testId = 'attachment-field' }: Props) {
  const { t } = useTranslation('attachments');
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [checking, setChecking] = useState(false);
  const message = useFieldMessage(problem);

  const onFile = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setChecking(true);
    try {
      const checked = await chooseAttachment(file);
      if ('problem' in checked) {
        setProblem(checked.problem);
        return;
      }
      setProblem(undefined);
      onChange(checked.chosen);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Field.Root invalid={!!message} role="group" aria-labelledby={labelId} data-testid={testId}>
      <Text id={labelId} textStyle="sm" fontWeight="medium">
        {t('attachment.label')}
      </Text>
      {attachment && (
        <HStack gap="3" align="center" width="full" padding="2" rounded="l2" borderWidth="1px" bg="bg.subtle" data-testid="attachment-chosen">
          {isImageAttachment(attachment.type) ? (
            <BlobImage blob={attachment.blob} alt={t('attachment.preview', { name: attachment.name })} boxSize="16" objectFit="cover" rounded="l1" flexShrink="0" />
          ) : (
            <Box as="span" color="fg.muted" flexShrink="0" padding="2">
              <FileText size={28} aria-hidden="true" />
            </Box>
          )}
          <Stack gap="0" flex="1" minWidth="0">
            <Text fontWeight="medium" truncate title={attachment.name}>
              {attachment.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {formatBytes(attachment.size)} · {t('attachment.notSentYet')}
            </Text>
          </Stack>
          <Button
            type="button"
            variant="ghost"
            minH="11"
            minW="11"
            paddingX="2"
            disabled={disabled}
            aria-label={t('attachment.remove', { name: attachment.name })}
            onClick={() => onChange(null)}
          >
            <X aria-hidden="true" />
          </Button>
        </HStack>
      )}
      <HStack gap="2" wrap="wrap">
        <Button type="button" variant="outline" size="lg" loading={checking} disabled={disabled} aria-describedby={message ? undefined : hintId} onClick={() => input.current?.click()}>
          <Paperclip aria-hidden="true" />
          {attachment ? t('attachment.change') : t('attachment.choose')}
        </Button>
      </HStack>
      <input
        ref={input}
        type="file"
        accept={ticketAttachmentAccept}
        hidden
        aria-label={t('attachment.choose')}
        data-testid={`${testId}-input`}
        onChange={(event) => void onFile(event)}
      />
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : <Field.HelperText id={hintId}>{t('attachment.hint')}</Field.HelperText>}
    </Field.Root>
  );
}
