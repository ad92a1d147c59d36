// Locked database: another process (this one, through better-sqlite3, as a backup or an admin
// command would) takes chef.sqlite's write lock (BEGIN IMMEDIATE) for a while, lets go, and takes
// it again, while the chefs work. Under the lock a write must answer 503 with Retry-After within
// milliseconds and a read 200, never waiting for the lock (docs/api.md, "Security"); the chefs'
// app sends a refused write again after Retry-After. Each time the lock is taken, a probe (the
// seeded demo chef, from its own address) writes and reads once; reached: what the probes got.
import path from 'node:path';
import Database from 'better-sqlite3';
import { client, request, signIn } from '../chefs.mjs';
import { loopback, percentile, sleep } from '../loopback.mjs';

export const attack = {
  name: 'locked-db',
  describe: (o) => `another process holds the database's write lock ${o.holdMs / 1000} s in every ${(o.holdMs + o.freeMs) / 1000} s`,
  defaults: { holdMs: 2000, freeMs: 3000, email: 'demo@chef.test', password: 'Demo#Chef1' },
  async run({ server, seconds, options }) {
    const { holdMs, freeMs, email, password } = { ...this.defaults, ...options };
    const address = loopback(4, 0);
    const token = await signIn(server, address, email, password);
    const { agent } = client(address, 2);
    const write = () =>
      request(server, agent, address, 'POST', '/api/chef/notifications/read-all', { token, body: {}, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    const read = () => request(server, agent, address, 'GET', '/api/chef/personal-info/profile', { token });
    const other = new Database(path.join(server.dataDir, 'chef.sqlite'), { fileMustExist: true });
    const probes = { writes: [], reads: [], after: [] };
    let locks = 0;
    let heldMs = 0;
    const until = Date.now() + seconds * 1000;
    try {
      while (Date.now() < until) {
        const taken = performance.now();
        other.exec('BEGIN IMMEDIATE');
        locks++;
        try {
          const [w, r] = await Promise.all([write(), read()]);
          probes.writes.push(w);
          probes.reads.push(r);
          await sleep(Math.max(0, Math.min(holdMs, until - Date.now()) - (performance.now() - taken)));
        } finally {
          if (other.inTransaction) other.exec('ROLLBACK');
          heldMs += performance.now() - taken;
        }
        probes.after.push(await write());
        await sleep(Math.min(freeMs, Math.max(0, until - Date.now())));
      }
    } finally {
      other.close();
      agent.destroy();
    }
    const statuses = (list) => {
      const counts = new Map();
      for (const { status } of list) counts.set(status, (counts.get(status) ?? 0) + 1);
      return [...counts].map(([status, count]) => `${status}×${count}`).join(' ');
    };
    const ms = (list, p) => `${Math.round(percentile(list.map((a) => a.ms), p))} ms`;
    const retryAfter = [...new Set(probes.writes.map((a) => a.retryAfter ?? 'none'))].join('/');
    return [
      `lock held ${locks}× (${Math.round((heldMs / (seconds * 1000)) * 100)}% of the time): writes ${statuses(probes.writes)} in ${ms(probes.writes, 100)} at most, reads ${statuses(probes.reads)}`,
      `under the lock: writes ${statuses(probes.writes)} (Retry-After ${retryAfter}) in ${ms(probes.writes, 50)} (median), ${ms(probes.writes, 100)} at most; reads ${statuses(probes.reads)} in ${ms(probes.reads, 100)} at most; a write once it was let go: ${statuses(probes.after)}`,
    ];
  },
};
