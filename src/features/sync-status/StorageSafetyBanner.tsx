// Storage the browser may take away (src/sync/engine/housekeeping.ts): when the browser
// did not promise to keep the chef's data (no persistent storage) and actions have waited to be sent
// for 30 s or more, the chef is told, and nudged to install the app (an installed app's storage is
// kept; the install card, src/features/install, offers it where the browser can); when the chef's
// database vanished under them (evicted), the chef is told that what waited on this device is gone.
import { Alert, CloseButton } from '@chakra-ui/react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutboxEntries } from '@/db/outbox-entries';
import { dismissEvictedDatabase, getStorageSafety, subscribeStorageSafety } from '@/db/storage-health';
import { useChefDb } from '@/db/use-chef-db';

/** How long an action waits before the chef is told it could be lost. */
const WAITED_MS = 30_000;

function useTicking(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), WAITED_MS / 2);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function StorageSafetyBanner() {
  const { t } = useTranslation('sync');
  const db = useChefDb();
  const safety = useSyncExternalStore(subscribeStorageSafety, getStorageSafety, getStorageSafety);
  const now = useTicking();
  // Only what has waited a while: an action sent at once must not flash a warning at every tap.
  const entries = useOutboxEntries(db);
  const waiting = useMemo(() => (entries ?? []).filter((entry) => now - Date.parse(entry.actionAt) >= WAITED_MS).length, [entries, now]);
  const [hidden, setHidden] = useState(false);

  if (safety.evicted) {
    return (
      <Alert.Root data-testid="storage-evicted" status="error" mb="4" alignItems="center">
        <Alert.Indicator />
        <Alert.Title flex="1">{t('safety.evicted')}</Alert.Title>
        <CloseButton size="sm" aria-label={t('storage.dismiss')} onClick={dismissEvictedDatabase} />
      </Alert.Root>
    );
  }
  if (safety.persistent !== false || waiting === 0 || hidden) return null;
  return (
    <Alert.Root data-testid="storage-not-persistent" status="warning" mb="4" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{t('safety.notPersistent', { count: waiting })}</Alert.Title>
      <CloseButton size="sm" aria-label={t('storage.dismiss')} onClick={() => setHidden(true)} />
    </Alert.Root>
  );
}
