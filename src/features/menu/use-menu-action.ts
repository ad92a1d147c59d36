// Running a quick change of the menu (sold out, daily quantity, reorder, delete): written through the
// outbox (the list changes at once, offline too), then a success toast once the server has it (spec
// section 8), or "Not saved" with the server's reason. A local failure (storage) shows at once.
import { useTranslation } from 'react-i18next';
import type { ChefDb } from '@/db/chef-db';
import type { OutboxOperation } from '@/db/outbox-entry';
import { mutate } from '@/sync/engine/mutate';
import { whenSettled } from '@/sync/engine/settled';
import { notify } from '@/ui/toaster';

/** `run(operation, done)`: queue it; `done()` gives the toast's title and text once accepted
 * (none for a reorder: the list itself shows it). Resolves once queued: true when it was. */
export function useMenuAction(db: ChefDb | null) {
  const { t } = useTranslation('menu');
  return async (operation: OutboxOperation, done?: () => [string, string]): Promise<boolean> => {
    if (!db) return false;
    try {
      const entry = await mutate(db, operation);
      void whenSettled(db, entry.id).then(
        (outcome) => {
          if (!outcome.accepted) notify.error(t('error.notSaved', { reason: outcome.refusal.reason }));
          else if (done) notify.success(...done());
        },
        (error: unknown) => console.warn('Following a menu change failed', error),
      );
      return true;
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
      return false;
    }
  };
}
