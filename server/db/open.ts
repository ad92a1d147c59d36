// Opens the SQLite database in DATA_DIR (WAL) and brings its schema up to date. better-sqlite3 is
// synchronous: while a statement waits for another process's write lock the whole event loop
// waits, so once the server runs, a write waits only `busyTimeoutMs` and then fails as busy
// (answered 503 with Retry-After, `databaseBusy` below) instead of freezing every request.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ownerOnlyFile } from '../files.ts';
import { migrations } from './migrations.ts';

export type Db = Database.Database;

export function openDatabase(file: string, log: (line: string) => void): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Owner-only (600), also a database made before this rule: it holds password and reset-code
  // hashes. SQLite gives its -wal and -shm files the database file's mode.
  fs.closeSync(fs.openSync(file, 'a', ownerOnlyFile));
  fs.chmodSync(file, ownerOnlyFile);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  for (const extra of [`${file}-wal`, `${file}-shm`]) if (fs.existsSync(extra)) fs.chmodSync(extra, ownerOnlyFile);
  db.pragma('foreign_keys = ON');
  // The start (migrations, demo data) may wait for a lock; nothing else runs yet.
  db.pragma('busy_timeout = 5000');
  migrate(db, log);
  return db;
}

/** How long a statement of the running server waits for another process's lock (ms). */
export function setBusyTimeout(db: Db, busyTimeoutMs: number): void {
  db.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
}

/** A statement refused because another connection holds a lock (SQLITE_BUSY*, SQLITE_LOCKED*). */
export function databaseBusy(error: unknown): boolean {
  return error instanceof Database.SqliteError && /^SQLITE_(BUSY|LOCKED)/.test(error.code);
}

/** Runs every migration newer than the recorded version, each in its own transaction. */
export function migrate(db: Db, log: (line: string) => void): void {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const row = db.prepare('SELECT MAX(version) AS version FROM migrations').get() as { version: number | null };
  const current = row.version ?? 0;
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    })();
    log(`[db] migration ${migration.version} (${migration.name}) applied`);
  }
}
