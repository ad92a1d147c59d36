// A chosen document: a preview for an image, the file name for a PDF, its size, and "Remove".
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FileText, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { documentTypeOfName } from '@/contract';
import { formatBytes } from '@/lib/format';
import type { DocumentFile } from './document-files';
import { FilePreview } from './FilePreview';


export function ChosenFile({ file, valid, disabled, onRemove }: { file: DocumentFile; valid: boolean; disabled: boolean; onRemove: () => void }) {
  const { t } = useTranslation('onboarding');
  const type = documentTypeOfName(file.name);
  const isImage = valid && (type === 'jpg' || type === 'png');
  return (
    <HStack gap="3" p="3" rounded="l2" borderWidth="1px" borderColor={valid ? 'border' : 'border.error'} bg="bg.subtle" align="center" minW="0">
      <Box flexShrink="0" boxSize="14" rounded="l1" overflow="hidden" bg="bg.muted" display="flex" alignItems="center" justifyContent="center" color="fg.muted">
        {isImage ? <FilePreview file={file} alt={t('documents.preview', { name: file.name })} /> : <FileText size={26} aria-hidden="true" />}
      </Box>
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight="medium" fontSize="sm" truncate title={file.name}>
          {file.name}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {formatBytes(file.size)}
        </Text>
      </Stack>
      <Button type="button" size="sm" variant="ghost" colorPalette="red" aria-label={t('documents.remove', { name: file.name })} onClick={onRemove} disabled={disabled} flexShrink="0">
        <Trash2 size={16} aria-hidden="true" />
      </Button>
    </HStack>
  );
}
