// Signed-in devices: a device is a live sign-in (a token not revoked; the expired ones are not
// listed either), with the browser it came from, whether the app runs installed, its last use
// (tokens.last_used_at, written at most once a minute) and whether it rings for new orders.
// "Push on" is a push token registered from that sign-in.
import type { Device } from '../../src/contract/index.ts';
import type { Db } from '../db/open.ts';
import { deviceKindOf } from '../devices/user-agent.ts';
import type { TokenExpiry } from './tokens.ts';

interface DeviceRow {
  id: number;
  user_agent: string;
  installed: number;
  created_at: string;
  last_used_at: string | null;
  rings_for_orders: number;
  push: number;
}

const liveDevicesSql = `
  SELECT t.id, t.user_agent, t.installed, t.created_at, t.last_used_at, t.rings_for_orders,
         EXISTS (SELECT 1 FROM fcm_tokens f WHERE f.token_id = t.id AND f.chef_id = t.chef_id) AS push
  FROM tokens t
  WHERE t.chef_id = ? AND t.revoked_at IS NULL`;

function isLive(row: DeviceRow, nowMs: number, expiry: TokenExpiry): boolean {
  const lastUse = Date.parse(row.last_used_at ?? row.created_at);
  return nowMs - Date.parse(row.created_at) < expiry.lifetimeMs && nowMs - lastUse < expiry.idleMs;
}

function toDevice(row: DeviceRow, currentTokenId: number | null): Device {
  return {
    id: row.id,
    ...deviceKindOf(row.user_agent),
    installed: row.installed === 1,
    last_seen_at: row.last_used_at ?? row.created_at,
    signed_in_at: row.created_at,
    push: row.push === 1,
    rings_for_orders: row.rings_for_orders === 1,
    current: row.id === currentTokenId,
  };
}

/** The chef's live sign-ins, the most recently seen first. */
export function devicesOf(db: Db, chefId: number, currentTokenId: number | null, nowIso: string, expiry: TokenExpiry): Device[] {
  const rows = db.prepare(`${liveDevicesSql} ORDER BY COALESCE(t.last_used_at, t.created_at) DESC, t.id DESC`).all(chefId) as DeviceRow[];
  const now = Date.parse(nowIso);
  return rows.filter((row) => isLive(row, now, expiry)).map((row) => toDevice(row, currentTokenId));
}

/** One live sign-in of the chef (undefined: not the chef's, revoked or expired). */
export function deviceOf(db: Db, chefId: number, deviceId: number, currentTokenId: number | null, nowIso: string, expiry: TokenExpiry): Device | undefined {
  const row = db.prepare(`${liveDevicesSql} AND t.id = ?`).get(chefId, deviceId) as DeviceRow | undefined;
  return row && isLive(row, Date.parse(nowIso), expiry) ? toDevice(row, currentTokenId) : undefined;
}

export function setRingsForOrders(db: Db, deviceId: number, rings: boolean): void {
  db.prepare('UPDATE tokens SET rings_for_orders = ? WHERE id = ?').run(rings ? 1 : 0, deviceId);
}

/** Forgets the push tokens registered from a sign-in (it was signed out from another device). */
export function forgetPushOfDevice(db: Db, tokenId: number): number {
  return db.prepare('DELETE FROM fcm_tokens WHERE token_id = ?').run(tokenId).changes;
}
