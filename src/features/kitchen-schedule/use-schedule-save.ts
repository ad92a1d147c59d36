// Saving the week and the closures through the outbox: one entry each (mutate), so the kitchen on
// this device changes at once and the server gets it when online, exactly once. Offline the chef is
// told it is kept and sent later; once the server has it, a success toast; a refusal says why.
import { useTranslation } from 'react-i18next';
import type { ChefDb } from '@/db/chef-db';
import type { OutboxOperation } from '@/db/outbox-entry';
import { mutate } from '@/sync/engine/mutate';
import { whenSettled } from '@/sync/engine/settled';
import { notify } from '@/ui/toaster';

type ScheduleOperation = Extract<OutboxOperation, { kind: 'saveSchedule' | 'addClosure' | 'removeClosure' }>;

export function useScheduleSave(db: ChefDb) {
  const { t } = useTranslation('kitchenSchedule');
  return async (operation: ScheduleOperation, accepted: string): Promise<void> => {
    const entry = await mutate(db, operation);
    if (!navigator.onLine) notify.info(t('savedOffline'), t('savedOfflineDescription'), 5000);
    void whenSettled(db, entry.id).then(
      (outcome) => {
        if (outcome.accepted) notify.success(accepted, operation.kind === 'saveSchedule' ? t('savedDescription') : undefined);
        else notify.error(t('notSaved', { reason: outcome.refusal.reason }));
      },
      (error: unknown) => console.error('Following the opening hours change failed', error),
    );
  };
}
