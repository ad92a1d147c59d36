// Firebase Cloud Messaging tokens a chef's devices registered (POST /chef/firebase/fcm-token).
import type { Db } from '../db/open.ts';

export function saveFcmToken(db: Db, chefId: number, token: string, nowIso: string): void {
  db.prepare(
    `INSERT INTO fcm_tokens (chef_id, token, created_at, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (chef_id, token) DO UPDATE SET updated_at = excluded.updated_at`,
  ).run(chefId, token, nowIso, nowIso);
}

