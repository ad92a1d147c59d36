// Abuse run module: another process holds the database's write lock (BEGIN IMMEDIATE on
// chef.sqlite, as a backup or an admin command would) while a chef writes and reads. A write must
// answer 503 with Retry-After within milliseconds, and a read meanwhile 200, never waiting for the
// lock (docs/api.md, "Security"). The runner passes ctx = { baseUrl, dataDir, signIn }.
import path from 'node:path';
import Database from 'better-sqlite3';

const email = 'demo@chef.test';
const password = 'Demo#Chef1';

const tokenOf = (signedIn) => (typeof signedIn === 'string' ? signedIn : signedIn?.token);

async function timed(url, init) {
  const started = performance.now();
  const answer = await fetch(url, init);
  await answer.arrayBuffer();
  return { status: answer.status, retryAfter: answer.headers.get('Retry-After'), ms: Math.round(performance.now() - started) };
}

export async function run(ctx) {
  const token = tokenOf(await ctx.signIn(email, password));
  if (!token) throw new Error(`signIn(${email}) gave no token`);
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const other = new Database(path.join(ctx.dataDir, 'chef.sqlite'), { fileMustExist: true });
  let write;
  let read;
  try {
    other.exec('BEGIN IMMEDIATE');
    [write, read] = await Promise.all([
      timed(`${ctx.baseUrl}/api/chef/notifications/read-all`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() }, body: '{}' }),
      timed(`${ctx.baseUrl}/api/chef/personal-info/profile`, { headers }),
    ]);
  } finally {
    if (other.inTransaction) other.exec('ROLLBACK');
    other.close();
  }
  const after = await timed(`${ctx.baseUrl}/api/chef/notifications/read-all`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() }, body: '{}' });
  return {
    reached: `write under the lock: ${write.status} in ${write.ms} ms (Retry-After ${write.retryAfter ?? 'none'}); read meanwhile: ${read.status} in ${read.ms} ms; write after the lock: ${after.status} in ${after.ms} ms`,
  };
}
