// Saving a food: one outbox entry (createFood with a new client_id, or updateFood): the menu on the
// device changes at once, the fields and the prepared photo go as multipart when online, exactly
// once; the draft is cleared as the outbox now keeps the change. Offline the chef is told plainly it
// is kept and sent later, and moves on at once (a new food to its options, which can be added
// offline too). Online the screen shows the upload until the server has it, then moves on. The
// food success toast (spec section 8) shows once the server accepted it; a refusal says why.
import { useTranslation } from 'react-i18next';
import type { FoodRequest } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { foodRef, type MenuRow } from '@/db/rows';
import { useOutboxSave } from '@/ui/use-outbox-save';
import type { ChosenPhoto } from './food-draft';

/** Where to go once saved: the new food's options (by its ref) or back to the menu. */
export type AfterSave = (created: string | null) => void;

export function useFoodSave(db: ChefDb, food: MenuRow | null, onDone: AfterSave) {
  const { t } = useTranslation('foodForm');
  const { save, send } = useOutboxSave(db, { draft: 'food', leaveOffline: true, what: 'the food save' }, onDone);

  const saveFood = async (request: FoodRequest, photo: ChosenPhoto | null) => {
    const creating = food === null;
    if (creating && !photo) throw new Error('A new food needs its photo.');
    const clientId = creating ? crypto.randomUUID() : null;
    await send(
      clientId !== null && photo
        ? { kind: 'createFood', food: { ...request, client_id: clientId }, image: photo.blob, imageName: photo.name }
        : { kind: 'updateFood', foodKey: food?.key ?? '', foodRef: food ? foodRef(food) : '', food: request, image: photo?.blob ?? null, imageName: photo?.name ?? null },
      {
        savedOffline: [t('savedOffline'), t('savedOfflineDescription')],
        notSaved: (reason) => t('notSaved', { reason }),
        accepted: [creating ? t('created') : t('updated'), t('savedDescription')],
      },
      clientId,
    );
  };

  return { save, saveFood };
}
