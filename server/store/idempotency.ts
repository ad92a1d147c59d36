// The idempotency store (design/api.md, Conventions): one stored answer per (scope, key).
import type { Db } from '../db/open.ts';

/** Keys are kept as long as an outbox entry can wait (a token dies after 30 idle days): a send
 * whose answer was lost is replayed, never applied again, however late its retry comes. */
export const idempotencyRetentionMs = 31 * 24 * 60 * 60 * 1000;

export interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: string;
  token_chef_id: number | null;
  action_at: string | null;
  created_at: string;
}

export function findStoredAnswer(db: Db, scope: string, key: string): StoredAnswer | undefined {
  return db
    .prepare('SELECT fingerprint, status, body, token_chef_id, action_at, created_at FROM idempotency_keys WHERE scope = ? AND key = ?')
    .get(scope, key) as StoredAnswer | undefined;
}

export function storeAnswer(db: Db, scope: string, key: string, answer: StoredAnswer): void {
  db.prepare(
    `INSERT INTO idempotency_keys (scope, key, fingerprint, status, body, token_chef_id, action_at, created_at)
     VALUES (@scope, @key, @fingerprint, @status, @body, @token_chef_id, @action_at, @created_at)`,
  ).run({ scope, key, ...answer });
}

export function purgeOldAnswers(db: Db, nowMs: number): number {
  const cutoff = new Date(nowMs - idempotencyRetentionMs).toISOString();
  return db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(cutoff).changes;
}

/** After a password change, stored sign-in answers must not mint tokens on replay any more. */
export function forgetSignInAnswers(db: Db, chefId: number): void {
  db.prepare('DELETE FROM idempotency_keys WHERE token_chef_id = ?').run(chefId);
}
