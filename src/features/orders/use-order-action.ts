// Running the chef's order actions from a card or the details page: which dialog is open, and one
// `run` that writes the action (through the outbox, so it works offline), closes the dialog and
// confirms with a toast ("saved on this device" while offline). A local failure shows the error.
//
// Only the dialog in use is mounted (`mounted`: from its opening until its closing animation
// ended): four dialogs on each of 30 cards were 120 dialog machines rendered with every card, for
// dialogs the chef opens one at a time (docs/performance.md).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxOperation } from '@/db/outbox-entry';
import type { ChefDb } from '@/db/chef-db';
import type { OrderRow } from '@/db/rows';
import { useChefDb } from '@/db/use-chef-db';
import { notify } from '@/ui/toaster';

export type DialogProps<V> = { order: OrderRow; open: boolean; onClose: () => void; onExitComplete?: (() => void) | undefined; onDone: (values: V) => Promise<void> };

export type ActionDialogKind = 'accept' | 'refuse' | 'pickup' | 'ready';
type ActionKind = Extract<OutboxOperation, { orderId: number }>['kind'];

export function useOrderAction(order: OrderRow) {
  const { t } = useTranslation('orders');
  const db = useChefDb();
  const [dialog, setDialog] = useState<ActionDialogKind | null>(null);
  const [mounted, setMounted] = useState<ActionDialogKind | null>(null);
  const open = (kind: ActionDialogKind) => {
    setMounted(kind);
    setDialog(kind);
  };

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

  return { db, dialog, mounted, open, close: () => setDialog(null), exited: () => setMounted(null), run };
}
