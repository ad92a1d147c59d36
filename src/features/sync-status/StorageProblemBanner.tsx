// A banner over the screen when saving on this device fails (architecture rule 11): the disk is
// full, or the browser closed the local database. The chef can dismiss it; a new failure shows it
// again. Storage the browser may take away shows beside it (StorageSafetyBanner).
import { Alert, CloseButton } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { clearStorageProblem, getStorageProblem, subscribeStorageProblem } from '@/db/storage-health';
import { StorageSafetyBanner } from './StorageSafetyBanner';

export function StorageProblemBanner() {
  const { t } = useTranslation('sync');
  const problem = useSyncExternalStore(subscribeStorageProblem, getStorageProblem, getStorageProblem);
  if (!problem) return <StorageSafetyBanner />;
  return (
    <>
      <StorageSafetyBanner />
      <Alert.Root data-testid="storage-problem" status={problem.kind === 'connection-lost' ? 'warning' : 'error'} mb="4" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{t(`storage.${problem.kind}`, { message: problem.message })}</Alert.Title>
      <CloseButton size="sm" aria-label={t('storage.dismiss')} onClick={clearStorageProblem} />
      </Alert.Root>
    </>
  );
}
