// Onboarding step 2 (/upload-documents): the identity document and the hygiene certificate, each
// checked on the device as soon as it is chosen, with a preview; kept as a draft (a reload or a
// lost connection keeps them); uploaded with a visible progress; a failure keeps the files for
// "Try again". Once the server has them the layout moves the chef to the contract.
import { Alert, Button, Center, Progress, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { documentKinds } from '@/contract';
import { useChefDb } from '@/db/use-chef-db';
import { DocumentInput } from './DocumentInput';
import { Notice } from './Notice';
import { OnboardingPage } from './OnboardingPage';
import { useDocumentChoice } from './use-document-choice';
import { useDocumentUpload, type UploadState } from './use-document-upload';
import { useOnline } from '@/ui/use-online';

export function UploadDocumentsScreen() {
  const { t } = useTranslation('onboarding');
  const db = useChefDb();
  const online = useOnline();
  const choice = useDocumentChoice(db);
  const upload = useDocumentUpload(db, choice);
  const sending = upload.state.phase === 'sending';

  return (
    <OnboardingPage step="documents" title={t('documents.title')} subtitle={t('documents.subtitle')}>
      {!choice.ready ? (
        <Center py="10" gap="3" color="fg.muted">
          <Spinner size="sm" />
          {t('loading')}
        </Center>
      ) : (
        <Stack gap="5">
          {!online && <Notice tone="offline">{t('documents.offline')}</Notice>}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {documentKinds.map((kind) => (
              <DocumentInput
                key={kind}
                kind={kind}
                file={choice.files[kind]}
                error={choice.errors[kind]}
                disabled={sending}
                onChoose={(file) => choice.choose(kind, file)}
                onRemove={() => choice.remove(kind)}
              />
            ))}
          </SimpleGrid>
          <UploadStatus state={upload.state} online={online} onRetry={() => void upload.send()} />
          <Button
            colorPalette="primary"
            size="lg"
            alignSelf={{ base: 'stretch', sm: 'end' }}
            onClick={() => void upload.send()}
            loading={sending}
            disabled={!online || sending}
          >
            {t('documents.submit')}
          </Button>
        </Stack>
      )}
    </OnboardingPage>
  );
}

function UploadStatus({ state, online, onRetry }: { state: UploadState; online: boolean; onRetry: () => void }) {
  const { t } = useTranslation('onboarding');
  if (state.phase === 'sending') {
    return (
      <Stack gap="2">
        <Progress.Root value={state.percent} max={100} colorPalette="primary" size="md">
          <Progress.Track aria-label={t('documents.progressLabel')} rounded="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
          {t('documents.uploading', { percent: state.percent })}
        </Text>
      </Stack>
    );
  }
  if (state.phase === 'failed') {
    return (
      <Stack gap="3" align={{ base: 'stretch', sm: 'start' }}>
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t('documents.failed', { detail: state.detail })}</Alert.Description>
        </Alert.Root>
        <Button variant="outline" colorPalette="red" onClick={onRetry} disabled={!online}>
          {t('documents.retry')}
        </Button>
      </Stack>
    );
  }
  return null;
}
