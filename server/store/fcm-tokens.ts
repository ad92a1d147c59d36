// Firebase Cloud Messaging tokens of the chefs' devices (POST /chef/firebase/fcm-token). A token
// names one device: a chef may have several, and a token registered by another chef (someone else
// signed in on that phone) moves to them. Logout from a device and FCM's "unregistered" forget it.
// Limits (docs/api.md, "Push"): a token's length and characters, and the tokens one chef
// keeps (the least recently registered goes when a new one passes the cap).
import type { Db } from '../db/open.ts';

/** FCM registration tokens are about 160-200 characters of [A-Za-z0-9_:-]; this leaves room. */
export const maxPushTokenLength = 512;
/** Devices one chef keeps pushes for. */
export const maxPushTokensPerChef = 10;

/** Why a token is refused (null: it is acceptable). */
export function pushTokenProblem(token: string): string | null {
  if (token.length > maxPushTokenLength) return `The push token may not be longer than ${maxPushTokenLength} characters.`;
  if (!/^[\x21-\x7e]+$/.test(token)) return 'The push token may not contain spaces or control characters.';
  return null;
}

/** `tokenId`: the sign-in that registers it (its device, server/store/devices.ts). */
export function saveFcmToken(db: Db, chefId: number, token: string, nowIso: string, tokenId: number | null = null): void {
  db.prepare(
    `INSERT INTO fcm_tokens (token, chef_id, created_at, updated_at, token_id) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (token) DO UPDATE SET chef_id = excluded.chef_id, updated_at = excluded.updated_at, token_id = excluded.token_id`,
  ).run(token, chefId, nowIso, nowIso, tokenId);
  db.prepare(
    `DELETE FROM fcm_tokens WHERE chef_id = ? AND token NOT IN (
       SELECT token FROM fcm_tokens WHERE chef_id = ? ORDER BY updated_at DESC, rowid DESC LIMIT ?)`,
  ).run(chefId, chefId, maxPushTokensPerChef);
}

/**
 * The chef's devices, most recently registered first. `ringingOnly`: those whose sign-in rings for
 * new orders (a token registered before sign-ins were kept per token belongs to none, and rings).
 */
export function fcmTokensOf(db: Db, chefId: number, ringingOnly = false): string[] {
  const ringing = ringingOnly ? 'AND (token_id IS NULL OR token_id IN (SELECT id FROM tokens WHERE rings_for_orders = 1))' : '';
  const rows = db.prepare(`SELECT token FROM fcm_tokens WHERE chef_id = ? ${ringing} ORDER BY updated_at DESC, token`).all(chefId) as { token: string }[];
  return rows.map((row) => row.token);
}

/** Logout from one device: forgets its token, only if it is this chef's. */
export function forgetFcmToken(db: Db, chefId: number, token: string): boolean {
  return db.prepare('DELETE FROM fcm_tokens WHERE chef_id = ? AND token = ?').run(chefId, token).changes > 0;
}

/** FCM said the token is no longer registered: nobody receives anything through it. */
export function deleteFcmToken(db: Db, token: string): boolean {
  return db.prepare('DELETE FROM fcm_tokens WHERE token = ?').run(token).changes > 0;
}
