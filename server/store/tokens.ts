// Bearer tokens: issued at sign-in, stored as sha256, revoked at logout or password reset, and
// expired by age (a lifetime) and by disuse (an idle time-out); last use (and whether the app runs
// installed: at once when that changes) written at most once a minute, best effort (never waiting for the lock, never failing a request). Revoking returns the
// ids, so the realtime server can drop those tokens' sockets.
import type { Db } from '../db/open.ts';
import { newBearerToken, sha256 } from '../security/tokens.ts';

export interface TokenRow {
  id: number;
  chef_id: number;
}

/** What a sign-in tells of its device (server/store/devices.ts). */
export interface DeviceInfo {
  userAgent: string;
  installed: boolean;
}

/** How long a token may live and stay unused, in ms. */
export interface TokenExpiry {
  lifetimeMs: number;
  idleMs: number;
}

const lastUseResolutionMs = 60_000;

export function issueToken(db: Db, chefId: number, nowIso: string, device: DeviceInfo = { userAgent: '', installed: false }): string {
  const token = newBearerToken();
  db.prepare('INSERT INTO tokens (chef_id, token_hash, created_at, user_agent, installed) VALUES (?, ?, ?, ?, ?)').run(
    chefId,
    sha256(token),
    nowIso,
    device.userAgent.slice(0, 512),
    device.installed ? 1 : 0,
  );
  return token;
}

/**
 * The live token row for a presented bearer token (not revoked, not expired), or undefined.
 * `installed`: what the app reported of itself on this request (null: nothing), kept when it changed.
 */
export function findLiveToken(db: Db, token: string, nowIso: string, expiry: TokenExpiry, installed: boolean | null = null): TokenRow | undefined {
  const row = db
    .prepare('SELECT id, chef_id, created_at, last_used_at, installed FROM tokens WHERE token_hash = ? AND revoked_at IS NULL')
    .get(sha256(token)) as (TokenRow & { created_at: string; last_used_at: string | null; installed: number }) | undefined;
  if (!row) return undefined;
  const now = Date.parse(nowIso);
  const lastUse = Date.parse(row.last_used_at ?? row.created_at);
  if (now - Date.parse(row.created_at) >= expiry.lifetimeMs || now - lastUse >= expiry.idleMs) return undefined;
  const installedChanged = installed !== null && installed !== (row.installed === 1);
  if (row.last_used_at === null || now - lastUse >= lastUseResolutionMs || installedChanged) {
    noteLastUse(db, row.id, nowIso, installed ?? row.installed === 1);
  }
  return { id: row.id, chef_id: row.chef_id };
}

/**
 * Writes a token's last use, best effort: when another process holds the write lock,
 * or the database cannot be written (a full disk), the request goes on without waiting or failing;
 * the next request a minute later tries again. Outside a transaction only, where the lock wait can
 * be switched off for this one statement.
 */
function noteLastUse(db: Db, tokenId: number, nowIso: string, installed: boolean): void {
  if (db.inTransaction) return;
  const busyTimeout = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma('busy_timeout = 0');
  try {
    db.prepare('UPDATE tokens SET last_used_at = ?, installed = ? WHERE id = ?').run(nowIso, installed ? 1 : 0, tokenId);
  } catch {
    // Best effort: the token stays valid; its idle time-out counts from the last write that worked.
  } finally {
    db.pragma(`busy_timeout = ${Number(busyTimeout)}`);
  }
}

export function revokeToken(db: Db, tokenId: number, nowIso: string): number[] {
  const changed = db.prepare('UPDATE tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(nowIso, tokenId).changes;
  return changed > 0 ? [tokenId] : [];
}

/** Revokes every token of a chef except `keepTokenId` (if given); returns the revoked ids. */
export function revokeChefTokens(db: Db, chefId: number, nowIso: string, keepTokenId?: number): number[] {
  const ids = (
    db.prepare('SELECT id FROM tokens WHERE chef_id = ? AND revoked_at IS NULL AND id != ?').all(chefId, keepTokenId ?? -1) as { id: number }[]
  ).map((row) => row.id);
  if (ids.length > 0) {
    db.prepare(`UPDATE tokens SET revoked_at = ? WHERE id IN (${ids.map(() => '?').join(',')})`).run(nowIso, ...ids);
  }
  return ids;
}

/** Signed out from another device (DELETE /chef/devices/{id}); returns the ids revoked now. */
export function signOutDeviceToken(db: Db, tokenId: number, nowIso: string): number[] {
  const changed = db.prepare('UPDATE tokens SET revoked_at = ?, signed_out_by_device = 1 WHERE id = ? AND revoked_at IS NULL').run(nowIso, tokenId).changes;
  return changed > 0 ? [tokenId] : [];
}

/** Whether a presented token is one another device signed out. */
export function wasSignedOutByDevice(db: Db, token: string): boolean {
  return db.prepare('SELECT 1 FROM tokens WHERE token_hash = ? AND signed_out_by_device = 1').get(sha256(token)) !== undefined;
}
