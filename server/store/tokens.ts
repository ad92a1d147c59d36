// Bearer tokens: issued at sign-in, stored as sha256, revoked at logout or password reset.
import type { Db } from '../db/open.ts';
import { newBearerToken, sha256 } from '../security/tokens.ts';

export interface TokenRow {
  id: number;
  chef_id: number;
}

export function issueToken(db: Db, chefId: number, nowIso: string): string {
  const token = newBearerToken();
  db.prepare('INSERT INTO tokens (chef_id, token_hash, created_at) VALUES (?, ?, ?)').run(chefId, sha256(token), nowIso);
  return token;
}

/** The live token row for a presented bearer token, or undefined. */
export function findLiveToken(db: Db, token: string, nowIso: string): TokenRow | undefined {
  const row = db
    .prepare('SELECT id, chef_id FROM tokens WHERE token_hash = ? AND revoked_at IS NULL')
    .get(sha256(token)) as TokenRow | undefined;
  if (row) db.prepare('UPDATE tokens SET last_used_at = ? WHERE id = ?').run(nowIso, row.id);
  return row;
}

export function revokeToken(db: Db, tokenId: number, nowIso: string): void {
  db.prepare('UPDATE tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(nowIso, tokenId);
}

/** Revokes every token of a chef except `keepTokenId` (if given). */
export function revokeChefTokens(db: Db, chefId: number, nowIso: string, keepTokenId?: number): void {
  db.prepare('UPDATE tokens SET revoked_at = ? WHERE chef_id = ? AND revoked_at IS NULL AND id != ?').run(
    nowIso,
    chefId,
    keepTokenId ?? -1,
  );
}
