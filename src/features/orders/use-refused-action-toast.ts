// Tells the chef why an order action did not go through: when the server refuses one for good
// (say the customer cancelled first), the sync layer records it in db.notSaved and pulls the
// orders again (the card returns to the server's state). A record that appears while the app is
// open, for an order action, shows a toast "Order #1042: <the server's reason>".
import { liveQuery } from 'dexie';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChefDb } from '@/db/chef-db';
import type { NotSavedEntry } from '@/db/outbox-entry';
import { notify } from '@/ui/toaster';

const TOAST_MS = 8_000;

const orderIdOf = (entry: NotSavedEntry): number | null => ('orderId' in entry.operation ? entry.operation.orderId : null);

export function useRefusedActionToast(db: ChefDb | null): void {
  const { t } = useTranslation('orders');
  useEffect(() => {
    if (!db) return;
    let seen: Set<string> | null = null;
    const subscription = liveQuery(() => db.notSaved.toArray()).subscribe({
      next: (entries) => {
        const fresh = seen ? entries.filter((entry) => !seen?.has(entry.id)) : [];
        seen = new Set(entries.map((entry) => entry.id));
        for (const entry of fresh) {
          const orderId = orderIdOf(entry);
          if (orderId === null) continue;
          void db.orders.get(orderId).then((order) => {
            notify.warning(t('alarm.notSaved', { number: order?.number ?? orderId, reason: entry.reason }), undefined, TOAST_MS);
          });
        }
      },
      error: (error: unknown) => console.error('Not-saved watch failed', error),
    });
    return () => subscription.unsubscribe();
  }, [db, t]);
}
