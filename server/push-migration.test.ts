// Migration 8 on a database from before it: a push token shared by two chefs (the old key was
// chef + token) is kept once, for the chef who registered it last; each chef keeps their others.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from './db/open.ts';
import { migrations } from './db/migrations.ts';

describe('migration 8 (push tokens per device)', () => {
  it('keeps each token once, with the chef who registered it last', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    db.exec('CREATE TABLE migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
    for (const migration of migrations.filter((m) => m.version < 8)) {
      db.exec(migration.sql);
      db.prepare('INSERT INTO migrations VALUES (?, ?, ?)').run(migration.version, migration.name, '2026-01-01');
    }
    const chef = db.prepare("INSERT INTO chefs (uuid, status, first_name, last_name, email, created_at, updated_at) VALUES (?, 'approved', 'A', 'B', ?, 'x', 'x')");
    const [ana, ben] = [chef.run('u1', 'ana@chef.test').lastInsertRowid, chef.run('u2', 'ben@chef.test').lastInsertRowid];
    const token = db.prepare('INSERT INTO fcm_tokens (chef_id, token, created_at, updated_at) VALUES (?, ?, ?, ?)');
    token.run(ana, 'shared', '2026-01-01', '2026-01-02');
    token.run(ben, 'shared', '2026-01-01', '2026-01-03');
    token.run(ana, 'ana-only', '2026-01-01', '2026-01-01');

    migrate(db, () => {});
    expect(db.prepare('SELECT token, chef_id FROM fcm_tokens ORDER BY token').all()).toEqual([
      { token: 'ana-only', chef_id: ana },
      { token: 'shared', chef_id: ben },
    ]);
    expect(() => token.run(ana, 'shared', 'x', 'x')).toThrow(/UNIQUE/);
    db.close();
  });
});
