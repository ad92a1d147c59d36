// The push log: one row per push and device, with the FCM message and what became of it
// ("logged" when no FIREBASE_SERVICE_ACCOUNT is set, "sent", "failed: ...", "token removed: ...").
import type { Db } from '../db/open.ts';

/** Entries are kept this long, then purged (at start and hourly: server/maintenance.ts). */
export const pushLogRetentionDays = 30;

export function purgeOldPushes(db: Db, nowMs: number): number {
  const cutoff = new Date(nowMs - pushLogRetentionDays * 24 * 60 * 60 * 1000).toISOString();
  return db.prepare('DELETE FROM push_log WHERE created_at < ?').run(cutoff).changes;
}

export interface PushLogEntry {
  id: number;
  token: string;
  notification_id: number | null;
  /** The FCM HTTP v1 `message` object, as sent (or as it would have been sent). */
  message: unknown;
  outcome: string;
  created_at: string;
}

interface PushLogRow extends Omit<PushLogEntry, 'message'> {
  message: string;
}

export interface NewPushLogEntry {
  chefId: number;
  token: string;
  notificationId: number | null;
  message: unknown;
  outcome: string;
}

export function recordPush(db: Db, entry: NewPushLogEntry, nowIso: string): void {
  db.prepare('INSERT INTO push_log (chef_id, token, notification_id, message, outcome, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    entry.chefId,
    entry.token,
    entry.notificationId,
    JSON.stringify(entry.message),
    entry.outcome,
    nowIso,
  );
}

/** The chef's latest pushes, newest first. */
export function latestPushes(db: Db, chefId: number, limit = 20): PushLogEntry[] {
  const rows = db
    .prepare('SELECT id, token, notification_id, message, outcome, created_at FROM push_log WHERE chef_id = ? ORDER BY id DESC LIMIT ?')
    .all(chefId, limit) as PushLogRow[];
  return rows.map((row) => ({ ...row, message: JSON.parse(row.message) as unknown }));
}
