// One document of the upload step: a labelled file input (visually hidden but focusable, so the
// keyboard and screen readers use the real control) under a drop zone that opens it or takes a
// dropped file; the chosen file below it; the check's message under the field.
import { Box, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { documentAccept, type DocumentKind } from '@/contract';
import { useFieldMessage } from '@/ui/form';
import { ChosenFile } from './ChosenFile';
import type { DocumentFile } from './document-files';

type DocumentInputProps = {
  kind: DocumentKind;
  file: DocumentFile | undefined;
  error: string | undefined;
  disabled: boolean;
  onChoose: (file: DocumentFile) => void;
  onRemove: () => void;
};

export function DocumentInput({ kind, file, error, disabled, onChoose, onRemove }: DocumentInputProps) {
  const { t } = useTranslation('onboarding');
  const message = useFieldMessage(error);
  const input = useRef<HTMLInputElement>(null);
  const take = (files: FileList | null) => {
    const chosen = files?.[0];
    if (chosen) onChoose(chosen);
  };

  return (
    <Field.Root invalid={!!message} disabled={disabled}>
      <Field.Label>{t(`documents.${kind}`)}</Field.Label>
      <Stack gap="2" w="full" position="relative">
        <Box
          aria-hidden="true"
          onClick={() => !disabled && input.current?.click()}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            if (!disabled) take(event.dataTransfer.files);
          }}
          cursor={disabled ? 'not-allowed' : 'pointer'}
          display="flex"
          alignItems="center"
          gap="3"
          px="4"
          py="3"
          rounded="l2"
          borderWidth="1.5px"
          borderStyle="dashed"
          borderColor={message ? 'border.error' : 'border.emphasized'}
          color="fg.muted"
          _hover={disabled ? undefined : { bg: 'bg.muted', borderColor: 'primary.solid' }}
          css={{ '&:has(+ input:focus-visible)': { outline: '2px solid', outlineColor: 'var(--chakra-colors-primary-solid)', outlineOffset: '2px' } }}
        >
          <Upload size={20} />
          <Text fontSize="sm">{file ? t('documents.replace') : t('documents.choose')}</Text>
        </Box>
        <Input
          ref={input}
          type="file"
          accept={documentAccept}
          disabled={disabled}
          onChange={(event) => {
            take(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
          css={{ position: 'absolute', width: '1px', height: '1px', padding: 0, margin: '-1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap', border: 0 }}
        />
        {file && <ChosenFile file={file} valid={!message} disabled={disabled} onRemove={onRemove} />}
      </Stack>
      {!message && <Field.HelperText>{t('documents.hint')}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
