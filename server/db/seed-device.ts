// The demo's device: `npm start` (the customer simulator on, no FIREBASE_SERVICE_ACCOUNT) gives
// demo@chef.test one push token that is no real phone, so the push log shows what a phone would
// get (new orders, their reminders, the kitchen's pauses) before any browser has registered:
// `npm run admin -- push-log demo@chef.test`. Tests and e2e runs (simulator off) have none.
import { findChefByEmail } from '../store/chefs.ts';
import { saveFcmToken } from '../store/fcm-tokens.ts';
import type { Db } from './open.ts';

export const demoDeviceToken = 'demo-device-not-a-real-phone';

/** Registers the demo device unless it is there; answers whether it added it. */
export function seedDemoDevice(db: Db, nowMs: number): boolean {
  const chef = findChefByEmail(db, 'demo@chef.test');
  if (!chef || db.prepare('SELECT 1 FROM fcm_tokens WHERE token = ?').get(demoDeviceToken)) return false;
  saveFcmToken(db, chef.id, demoDeviceToken, new Date(nowMs).toISOString());
  return true;
}
