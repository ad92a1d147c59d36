// How far a saved kitchen edit is (the shared bar, src/ui/OutboxProgress): kept on this device and
// waiting to send, being sent, or done. It reads the outbox itself, so after a reload it still
// shows an edit that waits to be sent.
import { useTranslation } from 'react-i18next';
import type { ChefDb } from '@/db/chef-db';
import { OutboxProgress } from '@/ui/OutboxProgress';
import { useKitchenEditsSending } from './queries';

export function SaveProgress({ db, done }: { db: ChefDb; done: boolean }) {
  const { t } = useTranslation('kitchenEdit');
  const sending = useKitchenEditsSending(db);
  const texts = { label: t('progress.label'), waiting: t('progress.waiting'), sending: t('progress.sending'), done: t('progress.done') };
  return <OutboxProgress sending={sending} done={done} texts={texts} />;
}
