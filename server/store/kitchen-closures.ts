// A kitchen's closures as stored (migration 16, `kitchen_closures`): first and last day closed
// ("YYYY-MM-DD" on the kitchen's clock) and a reason. The device's id for one (client_id) makes an
// add that is retried find the closure it already made instead of making a second.
import type { KitchenClosure } from '../../src/contract/index.ts';
import type { Db } from '../db/open.ts';

interface ClosureRow {
  id: number;
  kitchen_id: number;
  client_id: string | null;
  first_day: string;
  last_day: string;
  reason: string;
  created_at: string;
}

const toClosure = (row: ClosureRow): KitchenClosure => ({ id: row.id, client_id: row.client_id, from: row.first_day, to: row.last_day, reason: row.reason });

/** The closures that have not ended by `today` ("YYYY-MM-DD"), soonest first. */
export function closuresAheadOf(db: Db, kitchenId: number, today: string): KitchenClosure[] {
  const rows = db.prepare('SELECT * FROM kitchen_closures WHERE kitchen_id = ? AND last_day >= ? ORDER BY first_day, last_day, id').all(kitchenId, today) as ClosureRow[];
  return rows.map(toClosure);
}

/** The closure the device added under `clientId`, if any (ended ones too). */
export function closureByClientId(db: Db, kitchenId: number, clientId: string): KitchenClosure | null {
  const row = db.prepare('SELECT * FROM kitchen_closures WHERE kitchen_id = ? AND client_id = ?').get(kitchenId, clientId) as ClosureRow | undefined;
  return row ? toClosure(row) : null;
}

export function insertClosure(db: Db, kitchenId: number, closure: { client_id: string | null; from: string; to: string; reason: string }, now: string): number {
  const result = db
    .prepare('INSERT INTO kitchen_closures (kitchen_id, client_id, first_day, last_day, reason, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(kitchenId, closure.client_id, closure.from, closure.to, closure.reason, now);
  return Number(result.lastInsertRowid);
}

/** Removes one of the kitchen's closures; answers whether there was one. */
export function deleteClosure(db: Db, kitchenId: number, id: number): boolean {
  return db.prepare('DELETE FROM kitchen_closures WHERE kitchen_id = ? AND id = ?').run(kitchenId, id).changes === 1;
}
