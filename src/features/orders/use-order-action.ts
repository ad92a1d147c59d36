// Running the chef's order actions from a card or the details page: which dialog is open, and one
// `run` that writes the action (through the outbox, so it works offline), closes the dialog and
// confirms with a toast ("saved on this device" while offline). A local failure shows the error.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxOperation } from '@/db/outbox-entry';
import type { ChefDb } from '@/db/chef-db';
import type { OrderRow } from '@/db/rows';
import { useChefDb } from '@/db/use-chef-db';
import { notify } from '@/ui/toaster';

export type DialogProps<V> = { order: OrderRow; open: boolean; onClose: () => void; onDone: (values: V) => Promise<void> };

export type ActionDialogKind = 'accept' | 'refuse' | 'pickup' | 'ready';
type ActionKind = Extract<OutboxOperation, { orderId: number }>['kind'];

export function useOrderAction(order: OrderRow) {
  const { t } = useTranslation('orders');
  const db = useChefDb();
  const [dialog, setDialog] = useState<ActionDialogKind | null>(null);

  const run = async (kind: ActionKind, action: (db: ChefDb) => Promise<void>): Promise<void> => {
    if (!db) return;
    try {
      await action(db);
      setDialog(null);
      notify.success(t(`done.${kind}`, { number: order.number }), navigator.onLine ? undefined : t('done.offline'));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };

  return { db, dialog, open: setDialog, close: () => setDialog(null), run };
}
