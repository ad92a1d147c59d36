// Saving a food: one outbox entry (createFood with a new client_id, or updateFood): the menu on the
// device changes at once, the fields and the prepared photo go as multipart when online, exactly
// once; the draft is cleared as the outbox now keeps the change. Offline the chef is told plainly it
// is kept and sent later, and moves on at once (a new food to its options, which can be added
// offline too). Online the screen shows the upload until the server has it, then moves on. The
// food success toast (spec section 8) shows once the server accepted it; a refusal says why.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FoodRequest } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { clearDraft } from '@/db/drafts';
import { foodRef, type MenuRow } from '@/db/rows';
import { mutate } from '@/sync/mutate';
import { whenSettled } from '@/sync/settled';
import { notify } from '@/ui/toaster';
import type { ChosenPhoto } from './food-draft';

export type SaveState = { state: 'editing' } | { state: 'saved'; entryId: string } | { state: 'done' };
/** Where to go once saved: the new food's options (by its ref) or back to the menu. */
export type AfterSave = (created: string | null) => void;

export function useFoodSave(db: ChefDb, food: MenuRow | null, onDone: AfterSave) {
  const { t } = useTranslation('foodForm');
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

  const saveFood = async (request: FoodRequest, photo: ChosenPhoto | null) => {
    const creating = food === null;
    if (creating && !photo) throw new Error('A new food needs its photo.');
    const clientId = creating ? crypto.randomUUID() : null;
    const entry = await mutate(
      db,
      clientId !== null && photo
        ? { kind: 'createFood', food: { ...request, client_id: clientId }, image: photo.blob, imageName: photo.name }
        : { kind: 'updateFood', foodKey: food?.key ?? '', foodRef: food ? foodRef(food) : '', food: request, image: photo?.blob ?? null, imageName: photo?.name ?? null },
    );
    await clearDraft(db, 'food');
    const offline = !navigator.onLine;
    if (here.current) setSave({ state: 'saved', entryId: entry.id });
    if (offline) {
      notify.info(t('savedOffline'), t('savedOfflineDescription'), 5000);
      done.current(clientId);
    }
    void whenSettled(db, entry.id).then(
      (outcome) => {
        if (!outcome.accepted) {
          notify.error(t('notSaved', { reason: outcome.refusal.reason }));
          if (here.current) setSave({ state: 'editing' });
          return;
        }
        notify.success(creating ? t('created') : t('updated'), t('savedDescription'));
        if (!here.current) return;
        setSave({ state: 'done' });
        if (!offline) done.current(clientId);
      },
      (error: unknown) => console.error('Following the food save failed', error),
    );
  };

  return { save, saveFood };
}
