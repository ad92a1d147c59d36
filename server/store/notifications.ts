// A chef's notifications: stored rows and their JSON shape (contract `notification`).
import type { ChefNotification } from '../../src/contract/index.ts';
import type { Db } from '../db/open.ts';

interface NotificationRow {
  id: number;
  chef_id: number;
  type: string;
  title: string;
  body: string;
  action_url: string | null;
  data: string | null;
  read_at: string | null;
  created_at: string;
}

export interface NewNotification {
  type: string;
  title: string;
  body?: string;
  action_url?: string | null;
  data?: Record<string, unknown>;
}

/** The realtime `broadcast-notification` payload of a stored notification. */
export interface BroadcastPayload {
  id: number;
  type: string;
  title: string;
  body: string;
  created_at: string;
  action_url?: string;
  data?: Record<string, unknown>;
}

export function insertNotification(db: Db, chefId: number, input: NewNotification, nowIso: string): NotificationRow {
  const info = db
    .prepare(
      `INSERT INTO notifications (chef_id, type, title, body, action_url, data, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      chefId,
      input.type,
      input.title,
      input.body ?? '',
      input.action_url ?? null,
      input.data ? JSON.stringify(input.data) : null,
      nowIso,
    );
  return db.prepare('SELECT * FROM notifications WHERE id = ?').get(info.lastInsertRowid) as NotificationRow;
}

export function listNotifications(db: Db, chefId: number, limit = 100): ChefNotification[] {
  const rows = db
    .prepare('SELECT * FROM notifications WHERE chef_id = ? ORDER BY created_at DESC, id DESC LIMIT ?')
    .all(chefId, limit) as NotificationRow[];
  return rows.map(toNotification);
}

/** Marks one of the chef's notifications read; undefined when it is not theirs. */
export function markNotificationRead(db: Db, chefId: number, id: number, nowIso: string): ChefNotification | undefined {
  db.prepare('UPDATE notifications SET read_at = COALESCE(read_at, ?) WHERE id = ? AND chef_id = ?').run(nowIso, id, chefId);
  const row = db.prepare('SELECT * FROM notifications WHERE id = ? AND chef_id = ?').get(id, chefId) as
    | NotificationRow
    | undefined;
  return row && toNotification(row);
}

/**
 * "Mark all read" as the chef tapped it at `upTo`: only the notifications that existed then (a
 * notification that came later, a new order, stays unread). Returns how many it marked.
 */
export function markAllNotificationsRead(db: Db, chefId: number, upTo: string, nowIso: string): number {
  return db
    .prepare('UPDATE notifications SET read_at = ? WHERE chef_id = ? AND read_at IS NULL AND created_at <= ?')
    .run(nowIso, chefId, upTo).changes;
}

function extraData(row: NotificationRow): Record<string, unknown> {
  return row.data ? (JSON.parse(row.data) as Record<string, unknown>) : {};
}

export function toNotification(row: NotificationRow): ChefNotification {
  return {
    id: row.id,
    type: row.type,
    data: { ...extraData(row), title: row.title, body: row.body, action_url: row.action_url },
    read_at: row.read_at,
    created_at: row.created_at,
  };
}

export function toBroadcastPayload(row: NotificationRow): BroadcastPayload {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    created_at: row.created_at,
    ...(row.action_url ? { action_url: row.action_url } : {}),
    ...(row.data ? { data: extraData(row) } : {}),
  };
}
