// The food whose options the screen shows, live from db.menu (its groups and options nested),
// found by its ref (client_id or slug). undefined while loading, null when it is not on the menu.
import { useLiveQuery } from 'dexie-react-hooks';
import type { ChefDb } from '@/db/chef-db';
import type { MenuRow } from '@/db/rows';
import { findFood } from '@/sync/operations/menu-operations';
import { understood } from '@/sync/engine/outbox-filter';

export function useFood(db: ChefDb | null, ref: string): MenuRow | null | undefined {
  return useLiveQuery(async () => (db ? ((await findFood(db, ref)) ?? null) : undefined), [db, ref]);
}

/** The photo still waiting in the outbox for a food made or changed on this device. */
export function useWaitingPhoto(db: ChefDb | null, foodKey: string | undefined): Blob | null {
  return (
    useLiveQuery(async () => {
      if (!db || !foodKey) return null;
      const entries = understood(await db.outbox.where('entity').equals('menu').toArray());
      let photo: Blob | null = null;
      for (const { operation } of entries) {
        if (operation.kind === 'createFood' && operation.food.client_id === foodKey) photo = operation.image;
        if (operation.kind === 'updateFood' && operation.foodKey === foodKey && operation.image) photo = operation.image;
      }
      return photo;
    }, [db, foodKey]) ?? null
  );
}
