// Password reset codes (stored hashed, 30 min) and the dev mailbox that "sends" them. A stranger
// can keep no chef's real code dead: a new code does not kill the one before it at once (the older
// stays valid for a grace period, 5 min), and wrong codes kill no code (they are counted, not
// held against it). Guessing is bounded by the reset rate limits instead: at most 10 tries a
// minute per account, 300 in a code's life, against 32^6 (about 10^9) codes.
import type { Db } from '../db/open.ts';
import { sha256 } from '../security/tokens.ts';

export const resetCodeLifetimeMs = 30 * 60 * 1000;
export const replacedCodeGraceMs = 5 * 60 * 1000;

export function storeResetCode(db: Db, email: string, code: string, nowMs: number): void {
  const now = new Date(nowMs).toISOString();
  // A new code replaces the older ones after the grace period (an earlier expiry is kept).
  const graceEnds = new Date(nowMs + replacedCodeGraceMs).toISOString();
  db.prepare('UPDATE password_resets SET expires_at = MIN(expires_at, ?) WHERE email = ? AND used_at IS NULL').run(graceEnds, email);
  db.prepare('INSERT INTO password_resets (email, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?)').run(
    email,
    sha256(code.toUpperCase()),
    new Date(nowMs + resetCodeLifetimeMs).toISOString(),
    now,
  );
}

type LiveCode = { id: number; code_hash: string };

function liveCodes(db: Db, email: string, nowMs: number): LiveCode[] {
  return db
    .prepare(
      `SELECT id, code_hash FROM password_resets
       WHERE email = ? AND used_at IS NULL AND expires_at > ?
       ORDER BY id DESC`,
    )
    .all(email, new Date(nowMs).toISOString()) as LiveCode[];
}

/** Whether `code` is a live code of the e-mail (checked before any slow password hashing). */
export function isLiveResetCode(db: Db, email: string, code: string, nowMs: number): boolean {
  const hash = sha256(code.trim().toUpperCase());
  return liveCodes(db, email, nowMs).some((live) => live.code_hash === hash);
}

/**
 * Uses up the code when it is a live one for the e-mail (and ends every other code of it); a wrong
 * code is counted on each live code (for the record) and ends none.
 */
export function consumeResetCode(db: Db, email: string, code: string, nowMs: number): boolean {
  const now = new Date(nowMs).toISOString();
  const live = liveCodes(db, email, nowMs);
  const hash = sha256(code.trim().toUpperCase());
  if (!live.some((row) => row.code_hash === hash)) {
    for (const row of live) db.prepare('UPDATE password_resets SET failed_attempts = failed_attempts + 1 WHERE id = ?').run(row.id);
    return false;
  }
  db.prepare('UPDATE password_resets SET used_at = ? WHERE email = ? AND used_at IS NULL').run(now, email);
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
