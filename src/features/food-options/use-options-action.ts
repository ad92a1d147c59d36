// Writing a change of a food's options: mutate() changes db.menu at once (offline too) and queues
// the outbox entry; the spec's option success toast shows once the server has it (whenSettled),
// a refusal says why (and lands in "Not saved" by itself). Offline the chef is told it waits.
import { useTranslation } from 'react-i18next';
import type { ChefDb } from '@/db/chef-db';
import type { OutboxOperation } from '@/db/outbox-entry';
import { mutate } from '@/sync/engine/mutate';
import { whenSettled } from '@/sync/engine/settled';
import { notify } from '@/ui/toaster';

/** `run(operation, toast)`: the toast's title key and the name it names, or null (a move: the
 * list itself shows it). Resolves true once the change is kept on the device. */
export function useOptionsAction(db: ChefDb | null) {
  const { t } = useTranslation('foodOptions');
  return async (operation: OutboxOperation, toast: { title: string; name: string } | null): Promise<boolean> => {
    if (!db) return false;
    try {
      const entry = await mutate(db, operation);
      if (toast && !navigator.onLine) notify.info(t('toast.savedOffline'), t('toast.savedOfflineDescription'), 5000);
      void whenSettled(db, entry.id).then(
        (outcome) => {
          if (!outcome.accepted) notify.error(t('toast.notSaved', { reason: outcome.refusal.reason }));
          else if (toast) notify.success(toast.title, t('toast.onServer', { name: toast.name }));
        },
        (error: unknown) => console.warn('Following an options change failed', error),
      );
      return true;
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
      return false;
    }
  };
}
