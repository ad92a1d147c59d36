// Stored-answer flood: one chef (the seeded demo chef, signed in from its own address) sends no-op
// changes under new Idempotency-Keys, each answer of which would be stored, as fast as 8 parallel
// requests go. The server must rate-limit the chef (429 with Retry-After past the burst) and keep
// its stored answers within the per-chef caps (docs/api.md, "Limits at a glance"). Reached: the
// answers by status, and the chef's stored answers afterwards (rows and bytes, read from the
// database).
import path from 'node:path';
import Database from 'better-sqlite3';
import { client, request, signIn } from '../chefs.mjs';
import { loopback } from '../loopback.mjs';

export const attack = {
  name: 'stored-answers',
  describe: (o) => `one chef sends no-op changes under new Idempotency-Keys, ${o.parallel} at a time`,
  defaults: { parallel: 8, email: 'demo@chef.test', password: 'Demo#Chef1' },
  async run({ server, seconds, options }) {
    const { parallel, email, password } = { ...this.defaults, ...options };
    const address = loopback(5, 0);
    const token = await signIn(server, address, email, password);
    const { agent } = client(address, parallel);
    const statuses = new Map();
    let retryAfter = null;
    const until = Date.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (Date.now() < until) {
          const answer = await request(server, agent, address, 'POST', '/api/chef/notifications/read-all', {
            token,
            body: {},
            headers: { 'Idempotency-Key': crypto.randomUUID() },
          });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status === 429) retryAfter ??= answer.retryAfter;
        }
      }),
    );
    agent.destroy();
    const elapsed = (performance.now() - started) / 1000;
    const sent = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const db = new Database(path.join(server.dataDir, 'chef.sqlite'), { readonly: true, fileMustExist: true });
    let stored;
    try {
      const chef = db.prepare('SELECT id FROM chefs WHERE email = ?').get(email);
      stored = db.prepare('SELECT COUNT(*) AS count, COALESCE(SUM(length(body)), 0) AS bytes FROM idempotency_keys WHERE scope = ?').get(`chef:${chef.id}`);
    } finally {
      db.close();
    }
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
    return [
      `${sent} changes: ${byStatus}; ${stored.count} answers stored (${(stored.bytes / 1024).toFixed(0)} kB)`,
      `${(sent / elapsed).toFixed(0)} changes a second for ${elapsed.toFixed(1)} s${retryAfter ? `, the first 429 said Retry-After ${retryAfter} s` : ''}`,
    ];
  },
};
