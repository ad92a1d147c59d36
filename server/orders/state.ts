// The order state machine on the server: the contract's rules (src/contract/order-transitions.ts,
// shared with the app's optimistic effects) and the columns and refund row a chef action's change
// is stored as.
import type { OrderChange } from '../../src/contract/index.ts';
import type { OrderChanges } from '../store/order-writes.ts';
import type { OrderRow } from '../store/orders.ts';

export { chefActionRefusal, customerActionRefusal, type ChefAction, type CustomerAction } from '../../src/contract/index.ts';

/** The order columns a change writes (the refund is its own row: see `refundOf`). */
export function changedColumns(change: OrderChange): OrderChanges & Pick<OrderRow, 'status'> {
  const { fields } = change;
  const columns: OrderChanges & Pick<OrderRow, 'status'> = { status: change.status };
  if (fields.preparation_time !== undefined) columns.preparation_time = fields.preparation_time;
  if (fields.estimated_ready_at !== undefined) columns.estimated_ready_at = fields.estimated_ready_at;
  if (fields.chef_notes !== undefined) columns.chef_notes = fields.chef_notes;
  if (fields.refuse_reason !== undefined) columns.refuse_reason = fields.refuse_reason;
  if (fields.delivery_change !== undefined) {
    columns.delivery_change_reason = fields.delivery_change?.reason ?? null;
    columns.delivery_change_notes = fields.delivery_change?.notes ?? null;
    columns.delivery_change_status = fields.delivery_change?.status ?? null;
  }
  return columns;
}

/** The refund a change records, in cents, when it records one. */
export function refundOf(change: OrderChange): { amountCents: number; at: string } | null {
  const refund = change.fields.refund;
  return refund ? { amountCents: Math.round(refund.amount * 100), at: refund.at } : null;
}
