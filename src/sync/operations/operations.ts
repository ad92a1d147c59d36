// Each outbox operation kind: the entity it touches (order is kept per entity), the request that
// sends it, its optimistic effect on the local rows, and the collection to pull again when the
// server refuses it (that pull restores the server's version). Order actions: order-operations.ts;
// onboarding: profile-operations.ts; the kitchen: kitchen-operations.ts; the menu: menu-operations.ts;
// support tickets: ticket-operations.ts; signed-in devices: device-operations.ts.
import type { OutboxOperation } from '@/db/outbox-entry';
import { onServerClock } from '@/lib/server-clock';
import type { OperationSpec } from '../engine/operation-spec';
import { deviceOperations } from './device-operations';
import { kitchenOperations } from './kitchen-operations';
import { menuOperations } from './menu-operations';
import { orderOperations } from './order-operations';
import { profileOperations } from './profile-operations';
import { ticketOperations } from './ticket-operations';

export type { OperationSpec, OutboxRequest } from '../engine/operation-spec';

type Kind = OutboxOperation['kind'];
type OperationOf<K extends Kind> = Extract<OutboxOperation, { kind: K }>;

const operations: { [K in Kind]: OperationSpec<OperationOf<K>> } = {
  markNotificationRead: {
    entity: (op) => `notification:${op.notificationId}`,
    request: (op) => ({ method: 'POST', path: `chef/notifications/read/${encodeURIComponent(String(op.notificationId))}` }),
    tables: (db) => [db.notifications],
    apply: async (db, op, actionAt) => {
      await db.notifications
        .where('id')
        .equals(op.notificationId)
        .modify((row) => {
          if (row.read_at) return;
          row.read_at = actionAt;
          row.unread = 0;
        });
    },
    collection: 'notifications',
    label: 'operation.markNotificationRead',
  },
  markAllNotificationsRead: {
    entity: () => 'notifications:all',
    request: () => ({ method: 'POST', path: 'chef/notifications/read-all' }),
    tables: (db) => [db.notifications],
    apply: async (db, _op, actionAt) => {
      // Only what existed at the tap: it is re-applied on top of every pull while it waits, and a
      // notification that came later (a new order) must stay unread and ring (design rule 14).
      // The tap is on the device's clock, created_at on the server's: compared on the server's.
      const tappedAt = onServerClock(Date.parse(actionAt));
      await db.notifications
        .where('unread')
        .equals(1)
        .filter((row) => Date.parse(row.created_at) <= tappedAt)
        .modify((row) => {
          row.read_at = actionAt;
          row.unread = 0;
        });
    },
    collection: 'notifications',
    label: 'operation.markAllNotificationsRead',
  },
  ...orderOperations,
  ...profileOperations,
  ...kitchenOperations,
  ...menuOperations,
  ...ticketOperations,
  ...deviceOperations,
};

/** A kind this build can send (an entry written by a newer build may have another). */
export function isKnownOperation(kind: string): kind is Kind {
  return Object.hasOwn(operations, kind);
}

export function operationSpec<Op extends OutboxOperation>(operation: Op): OperationSpec<Op> {
  return operations[operation.kind] as unknown as OperationSpec<Op>;
}
