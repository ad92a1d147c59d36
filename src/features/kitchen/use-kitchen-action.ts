// Running the chef's open/closed and pause actions: written through the outbox (the kitchen
// changes on the device at once, offline too), then a success toast once the server has it, or
// the server's reason when it refused. A local failure (storage) shows at once.
import { useTranslation } from 'react-i18next';
import type { ChefDb } from '@/db/chef-db';
import type { OutboxOperation } from '@/db/outbox-entry';
import { mutate } from '@/sync/engine/mutate';
import { notify } from '@/ui/toaster';
import { whenSettled } from '@/sync/engine/settled';

export type KitchenSwitch = Extract<OutboxOperation, { kind: 'setKitchenOpen' | 'pauseKitchen' | 'resumeKitchen' | 'setKitchenBusy' | 'endKitchenBusy' }>;

/** `run(operation, done)`: queue it; `done()` gives the toast's title and text once accepted. */
export function useKitchenAction(db: ChefDb | null) {
  const { t } = useTranslation('kitchen');
  return async (operation: KitchenSwitch, done: () => [string, string]): Promise<void> => {
    if (!db) return;
    try {
      const entry = await mutate(db, operation);
      void whenSettled(db, entry.id).then(
        (outcome) => {
          if (outcome.accepted) notify.success(...done());
          else notify.error(t('error.notSaved', { reason: outcome.refusal.reason }));
        },
        (error: unknown) => console.warn('Following a kitchen action failed', error),
      );
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };
}
