// The demo chef's signed-in devices, so the profile's list has something to show before a second
// sign-in: a phone (Chrome on Android, installed, rings for new orders) and a laptop (Firefox on
// Linux, in the browser, does not ring). Nobody can sign in with them: their token hashes are of
// random tokens thrown away. Each start makes them look recently used again, so they never expire.
// The phone's push is on when the demo device's push token is registered (server/db/seed-device.ts:
// `npm start` with the customer simulator); tests and e2e runs have it off.
import { randomBytes } from 'node:crypto';
import { sha256 } from '../security/tokens.ts';
import { findChefByEmail } from '../store/chefs.ts';
import { demoDeviceToken } from './seed-device.ts';
import type { Db } from './open.ts';

const demoDevices = [
  {
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (demo phone)',
    installed: 1,
    rings: 1,
    seenMinutesAgo: 5,
  },
  {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0 (demo laptop)',
    installed: 0,
    rings: 0,
    seenMinutesAgo: 2 * 24 * 60,
  },
] as const;

const ago = (nowMs: number, minutes: number) => new Date(nowMs - minutes * 60_000).toISOString();

/** Adds the demo devices, or freshens them; answers whether it added them. */
export function seedDemoDevices(db: Db, nowMs: number): boolean {
  const chef = findChefByEmail(db, 'demo@chef.test');
  if (!chef) return false;
  let added = false;
  for (const device of demoDevices) {
    const row = db.prepare('SELECT id FROM tokens WHERE chef_id = ? AND user_agent = ? AND revoked_at IS NULL').get(chef.id, device.userAgent) as { id: number } | undefined;
    if (row) {
      db.prepare('UPDATE tokens SET created_at = ?, last_used_at = ? WHERE id = ?').run(ago(nowMs, 60 * 24 * 7), ago(nowMs, device.seenMinutesAgo), row.id);
      continue;
    }
    // A device signed out (from the profile) stays out until the database is made anew.
    if (db.prepare('SELECT 1 FROM tokens WHERE chef_id = ? AND user_agent = ?').get(chef.id, device.userAgent)) continue;
    db
      .prepare('INSERT INTO tokens (chef_id, token_hash, created_at, last_used_at, user_agent, installed, rings_for_orders) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(chef.id, sha256(randomBytes(32).toString('hex')), ago(nowMs, 60 * 24 * 7), ago(nowMs, device.seenMinutesAgo), device.userAgent, device.installed, device.rings);
    added = true;
  }
  // The demo push token (when registered) is the phone's.
  const phone = db.prepare('SELECT id FROM tokens WHERE chef_id = ? AND user_agent = ? AND revoked_at IS NULL').get(chef.id, demoDevices[0].userAgent) as { id: number } | undefined;
  if (phone) db.prepare('UPDATE fcm_tokens SET token_id = ? WHERE token = ? AND chef_id = ? AND token_id IS NULL').run(phone.id, demoDeviceToken, chef.id);
  return added;
}
