// Abuse run module: one chef floods no-op changes under new Idempotency-Keys (each answer would be
// stored) as fast as 8 parallel requests go, for a few seconds. The server must rate-limit the
// chef (429 with Retry-After past the burst) and keep its stored answers within the per-chef caps
// (docs/api.md, "Limits at a glance"). The runner passes ctx = { baseUrl, dataDir, signIn }.
import path from 'node:path';
import Database from 'better-sqlite3';

const email = 'demo@chef.test';
const password = 'Demo#Chef1';
const seconds = 5;
const parallel = 8;

const tokenOf = (signedIn) => (typeof signedIn === 'string' ? signedIn : signedIn?.token);

export async function run(ctx) {
  const token = tokenOf(await ctx.signIn(email, password));
  if (!token) throw new Error(`signIn(${email}) gave no token`);
  const statuses = new Map();
  let retryAfter = null;
  const until = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (Date.now() < until) {
        const answer = await fetch(`${ctx.baseUrl}/api/chef/notifications/read-all`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': crypto.randomUUID() },
          body: '{}',
        });
        await answer.arrayBuffer();
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 429) retryAfter ??= answer.headers.get('Retry-After');
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sent = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  const db = new Database(path.join(ctx.dataDir, 'chef.sqlite'), { readonly: true, fileMustExist: true });
  let stored;
  try {
    const chef = db.prepare('SELECT id FROM chefs WHERE email = ?').get(email);
    stored = db.prepare('SELECT COUNT(*) AS count, COALESCE(SUM(length(body)), 0) AS bytes FROM idempotency_keys WHERE scope = ?').get(`chef:${chef.id}`);
  } finally {
    db.close();
  }
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
  return {
    reached: `${sent} no-op changes in ${elapsed.toFixed(1)} s (${(sent / elapsed).toFixed(0)}/s): ${byStatus}` +
      `${retryAfter ? `, Retry-After ${retryAfter} s` : ''}; the chef's stored answers: ${stored.count} rows, ${(stored.bytes / 1024).toFixed(0)} kB`,
  };
}
