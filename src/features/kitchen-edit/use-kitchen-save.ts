// Saving the kitchen: one outbox entry (mutate 'updateKitchen': the device's kitchen changes at
// once, the fields and the resized logo are sent as multipart when online, exactly once), and the
// draft is cleared as the change is now kept by the outbox. Offline the chef is told plainly that
// it is sent when the device is back online. Once the server accepted it, the kitchen success toast
// shows and, if the chef is still here, the app goes back to /kitchen; a refusal says why.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KitchenUpdateRequest } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { clearDraft } from '@/db/drafts';
import { mutate } from '@/sync/mutate';
import { notify } from '@/ui/toaster';
import type { ChosenLogo } from './kitchen-draft';
import { whenSettled } from '@/sync/settled';

export type SaveState = { state: 'editing' } | { state: 'saved'; entryId: string } | { state: 'done' };

export function useKitchenSave(db: ChefDb, onDone: () => void) {
  const { t } = useTranslation('kitchenEdit');
  const [save, setSave] = useState<SaveState>({ state: 'editing' });
  const here = useRef(true);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    here.current = true;
    return () => {
      here.current = false;
    };
  }, []);

  const saveKitchen = async (kitchen: KitchenUpdateRequest, logo: ChosenLogo | null) => {
    const entry = await mutate(db, {
      kind: 'updateKitchen',
      kitchen,
      logo: logo?.blob ?? null,
      logoName: logo?.name ?? null,
    });
    await clearDraft(db, 'kitchen');
    if (here.current) setSave({ state: 'saved', entryId: entry.id });
    if (!navigator.onLine) notify.info(t('savedOffline'), t('savedOfflineDescription'), 5000);
    void whenSettled(db, entry.id).then(
      (outcome) => {
        if (!outcome.accepted) {
          notify.error(t('notSaved', { reason: outcome.refusal.reason }));
          if (here.current) setSave({ state: 'editing' });
          return;
        }
        notify.success(t('saved'), t('savedDescription'));
        if (!here.current) return;
        setSave({ state: 'done' });
        done.current();
      },
      (error: unknown) => console.error('Following the kitchen edit failed', error),
    );
  };

  return { save, saveKitchen };
}
