// Password reset codes (stored hashed, 30 min, 5 tries) and the dev mailbox that "sends" them.
import type { Db } from '../db/open.ts';
import { sha256 } from '../security/tokens.ts';

export const resetCodeLifetimeMs = 30 * 60 * 1000;
const maxFailedAttempts = 5;

export function storeResetCode(db: Db, email: string, code: string, nowMs: number): void {
  const now = new Date(nowMs).toISOString();
  // A new code replaces the older ones.
  db.prepare('UPDATE password_resets SET used_at = ? WHERE email = ? AND used_at IS NULL').run(now, email);
  db.prepare('INSERT INTO password_resets (email, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?)').run(
    email,
    sha256(code.toUpperCase()),
    new Date(nowMs + resetCodeLifetimeMs).toISOString(),
    now,
  );
}

/** Uses up the code when it is the live one for the e-mail; counts a failed try otherwise. */
export function consumeResetCode(db: Db, email: string, code: string, nowMs: number): boolean {
  const now = new Date(nowMs).toISOString();
  const live = db
    .prepare(
      `SELECT id, code_hash FROM password_resets
       WHERE email = ? AND used_at IS NULL AND expires_at > ? AND failed_attempts < ?
       ORDER BY id DESC LIMIT 1`,
    )
    .get(email, now, maxFailedAttempts) as { id: number; code_hash: string } | undefined;
  if (!live) return false;
  if (live.code_hash !== sha256(code.trim().toUpperCase())) {
    db.prepare('UPDATE password_resets SET failed_attempts = failed_attempts + 1 WHERE id = ?').run(live.id);
    return false;
  }
  db.prepare('UPDATE password_resets SET used_at = ? WHERE id = ?').run(now, live.id);
  return true;
}

export interface MailRow {
  id: number;
  email: string;
  subject: string;
  body: string;
  code: string | null;
  created_at: string;
}

export function sendMail(db: Db, mail: Omit<MailRow, 'id'>): void {
  db.prepare('INSERT INTO mailbox (email, subject, body, code, created_at) VALUES (@email, @subject, @body, @code, @created_at)').run(mail);
}

export function listMail(db: Db, email: string, limit = 10): MailRow[] {
  return db.prepare('SELECT * FROM mailbox WHERE email = ? ORDER BY id DESC LIMIT ?').all(email.trim(), limit) as MailRow[];
}
