// The idempotency store (design/api.md, Conventions): one stored answer per (scope, key), its body
// kept deflated (a 14 kB answer takes a few hundred bytes), and bounded per chef (docs/api.md,
// "Limits"): beyond a count or a byte cap the oldest answers are dropped, never one younger than
// the grace a queued tap needs; when only such answers are left, the new change is refused (429,
// server/http/idempotency.ts).
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { StoredAnswerLimits } from '../config.ts';
import type { Db } from '../db/open.ts';

/** Keys are kept as long as an outbox entry can wait (a token dies after 30 idle days): a send
 * whose answer was lost is replayed, never applied again, however late its retry comes (unless the
 * chef's caps needed the room after the grace). */
export const idempotencyRetentionMs = 31 * 24 * 60 * 60 * 1000;

export interface StoredAnswer {
  fingerprint: string;
  status: number;
  /** The answer's JSON text. */
  body: string;
  token_chef_id: number | null;
  action_at: string | null;
  created_at: string;
}

interface StoredRow extends Omit<StoredAnswer, 'body'> {
  /** Deflated JSON (a Buffer); a row from before compaction holds the JSON text itself. */
  body: Buffer | string;
}

export function findStoredAnswer(db: Db, scope: string, key: string): StoredAnswer | undefined {
  const row = db
    .prepare('SELECT fingerprint, status, body, token_chef_id, action_at, created_at FROM idempotency_keys WHERE scope = ? AND key = ?')
    .get(scope, key) as StoredRow | undefined;
  if (!row) return undefined;
  return { ...row, body: typeof row.body === 'string' ? row.body : inflateRawSync(row.body).toString('utf8') };
}

/** Stores an answer (deflated), then keeps the scope within `limits`. Returns null, or when only
 * answers inside the grace are left over the caps, the milliseconds until the oldest leaves it
 * (the caller refuses the change and rolls the transaction back). */
export function storeAnswer(db: Db, scope: string, key: string, answer: StoredAnswer, limits: StoredAnswerLimits): number | null {
  const body = deflateRawSync(Buffer.from(answer.body, 'utf8'));
  const bytes = body.byteLength + Buffer.byteLength(key) + answer.fingerprint.length;
  db.prepare(
    `INSERT INTO idempotency_keys (scope, key, fingerprint, status, body, token_chef_id, action_at, created_at, bytes)
     VALUES (@scope, @key, @fingerprint, @status, @body, @token_chef_id, @action_at, @created_at, @bytes)`,
  ).run({ scope, key, ...answer, body, bytes });
  return keepWithinLimits(db, scope, Date.parse(answer.created_at), limits);
}

/** What one scope holds now. */
export function storedAnswerTotals(db: Db, scope: string): { count: number; bytes: number } {
  const row = db.prepare('SELECT COUNT(*) AS count, COALESCE(SUM(bytes), 0) AS bytes FROM idempotency_keys WHERE scope = ?').get(scope) as { count: number; bytes: number };
  return row;
}

/** Drops the scope's oldest answers beyond the caps, none inside the grace; the wait when still over. */
function keepWithinLimits(db: Db, scope: string, nowMs: number, limits: StoredAnswerLimits): number | null {
  let { count, bytes } = storedAnswerTotals(db, scope);
  if (count <= limits.maxPerChef && bytes <= limits.maxBytesPerChef) return null;
  const graceStart = new Date(nowMs - limits.graceMs).toISOString();
  const oldest = db
    .prepare('SELECT key, bytes FROM idempotency_keys WHERE scope = ? AND created_at < ? ORDER BY created_at, rowid LIMIT 500')
    .iterate(scope, graceStart) as IterableIterator<{ key: string; bytes: number }>;
  const dropped: string[] = [];
  for (const row of oldest) {
    if (count <= limits.maxPerChef && bytes <= limits.maxBytesPerChef) break;
    dropped.push(row.key);
    count -= 1;
    bytes -= row.bytes;
  }
  const remove = db.prepare('DELETE FROM idempotency_keys WHERE scope = ? AND key = ?');
  for (const dropKey of dropped) remove.run(scope, dropKey);
  if (count <= limits.maxPerChef && bytes <= limits.maxBytesPerChef) return null;
  // Only answers a queued tap may still need are left: the change waits until the oldest is older.
  const first = db.prepare('SELECT MIN(created_at) AS at FROM idempotency_keys WHERE scope = ?').get(scope) as { at: string | null };
  return first.at === null ? 1000 : Math.max(1000, Date.parse(first.at) + limits.graceMs - nowMs);
}

export function purgeOldAnswers(db: Db, nowMs: number): number {
  const cutoff = new Date(nowMs - idempotencyRetentionMs).toISOString();
  return db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(cutoff).changes;
}

/** After a password change, stored sign-in answers must not mint tokens on replay any more. */
export function forgetSignInAnswers(db: Db, chefId: number): void {
  db.prepare('DELETE FROM idempotency_keys WHERE token_chef_id = ?').run(chefId);
}
