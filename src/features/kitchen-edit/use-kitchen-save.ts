// Saving the kitchen: one outbox entry (mutate 'updateKitchen': the device's kitchen changes at
// once, the fields and the resized logo are sent as multipart when online, exactly once), and the
// draft is cleared as the change is now kept by the outbox. Offline the chef is told plainly that
// it is sent when the device is back online. Once the server accepted it, the kitchen success toast
// shows and, if the chef is still here, the app goes back to /kitchen; a refusal says why.
import { useTranslation } from 'react-i18next';
import type { KitchenUpdateRequest } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { useOutboxSave } from '@/ui/use-outbox-save';
import type { ChosenLogo } from './kitchen-draft';

export function useKitchenSave(db: ChefDb, onDone: () => void) {
  const { t } = useTranslation('kitchenEdit');
  const { save, send } = useOutboxSave(db, { draft: 'kitchen', leaveOffline: false, what: 'the kitchen edit' }, onDone);

  const saveKitchen = async (kitchen: KitchenUpdateRequest, logo: ChosenLogo | null) => {
    await send(
      { kind: 'updateKitchen', kitchen, logo: logo?.blob ?? null, logoName: logo?.name ?? null },
      {
        savedOffline: [t('savedOffline'), t('savedOfflineDescription')],
        notSaved: (reason) => t('notSaved', { reason }),
        accepted: [t('saved'), t('savedDescription')],
      },
    );
  };

  return { save, saveKitchen };
}
