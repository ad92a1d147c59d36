// How a finished order's status reads in the history (design/api.md "Order states"): the customer
// cancelling (refused_by_user) shows as "Cancelled"; statuses still active fall back to their own
// label (the history only holds finished orders, but a row may be caught mid-update).
import type { OrderStatus } from '@/contract';

export type HistoryStatusKey = 'completed' | 'refused' | 'cancelled' | 'active';
export type StatusTone = 'green' | 'red' | 'gray' | 'blue';

export function historyStatusKey(status: OrderStatus): HistoryStatusKey {
  switch (status) {
    case 'completed':
      return 'completed';
    case 'refused_by_chef':
      return 'refused';
    case 'refused_by_user':
      return 'cancelled';
    default:
      return 'active';
  }
}

export const statusTone: Record<HistoryStatusKey, StatusTone> = {
  completed: 'green',
  refused: 'red',
  cancelled: 'gray',
  active: 'blue',
};
