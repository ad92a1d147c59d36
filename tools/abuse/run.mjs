// `npm run abuse`: each attack against its own fresh reference server, while N signed-in chefs
// (50 unless --chefs) keep realtime sockets, make requests and answer the orders customers place
// (chefs.mjs). Per attack it prints what the attack reached, the chefs' p99 request latency, how
// many were served and their socket success, and the server's memory and open file descriptors
// before and after; then all of it in one table (Markdown, for README). Not part of `npm test` (it
// loads the machine for minutes).
//
//   npm run abuse -- [--only realtime-lockout,slow-headers] [--chefs 50] [--seconds 20]
//                    [--server-dir DIR]   (another checkout, e.g. the code before a fix)
//                    [--fd-limit 1024] [--log]
//
// An attack is a module in ./attacks exporting { name, describe(options), defaults, minSeconds?,
// run({ server, seconds, options }) -> lines }; add it to `attacks` below.
import { parseArgs } from 'node:util';
import { attack as connectionFlood } from './attacks/connection-flood.mjs';
import { attack as realtimeLockout } from './attacks/realtime-lockout.mjs';
import { attack as lockedDb } from './attacks/locked-db.mjs';
import { slowBodies, slowHeaders } from './attacks/slow-clients.mjs';
import { attack as storedAnswers } from './attacks/stored-answers.mjs';
import { makeChefs, runChefs } from './chefs.mjs';
import { sleep } from './loopback.mjs';
import { describeFigures, processFigures } from './proc.mjs';
import { startServer } from './server.mjs';

const attacks = [realtimeLockout, slowHeaders, slowBodies, connectionFlood, storedAnswers, lockedDb];

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    chefs: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    'server-dir': { type: 'string' },
    'fd-limit': { type: 'string', default: '1024' },
    log: { type: 'boolean', default: false },
  },
});
const chosen = args.only ? args.only.split(',') : attacks.map((a) => a.name);
const unknown = chosen.filter((name) => !attacks.some((a) => a.name === name));
if (unknown.length > 0) {
  console.error(`Unknown attack ${unknown.join(', ')}; known: ${attacks.map((a) => a.name).join(', ')}`);
  process.exit(2);
}
const chefCount = Number(args.chefs);

/** The chefs' view in one line. */
const chefLines = (f) => [
  `chefs during the attack: ${f.served}/${f.chefs} served (a socket, no request lost, an order answered); ${f.requests} requests answered, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, ${f.requestsFailed} failed, ${f.requestsRetried} sent again after a 429/503${f.failures.size > 0 ? ` (failed: ${[...f.failures].map(([what, count]) => `${what} ×${count}`).join(', ')})` : ''}`,
  `sockets ${f.socketsSubscribed}/${f.socketAttempts} attempts subscribed, longest a chef was without one ${f.longestGapS} s (sockets are reopened every 5 s); orders placed ${f.ordersPlaced} (${f.ordersNotPlaced} not), answered ${f.ordersAnswered} (${f.answerConflicts} already answered), placed to answered p99 ${f.roundTripP99S} s`,
];
/** One row per attack for the table at the end. */
const rows = [];

for (const attack of attacks.filter((a) => chosen.includes(a.name))) {
  const seconds = Math.max(Number(args.seconds), attack.minSeconds ?? 0);
  console.log(`\n== ${attack.name}: ${attack.describe(attack.defaults)}, ${seconds} s, ${chefCount} chefs`);
  let server;
  try {
    server = await startServer({ serverDir: args['server-dir'], fdLimit: Number(args['fd-limit']), log: args.log });
  } catch (error) {
    console.log(`failed to start the server: ${error instanceof Error ? error.message : String(error)}`);
    rows.push([attack.name, 'the server did not start', '', '', '', '']);
    process.exitCode = 1;
    continue;
  }
  try {
    const chefs = await makeChefs(server, chefCount);
    const workload = runChefs(server, chefs);
    await sleep(3000); // the chefs' sockets settle
    const before = processFigures(server.pid);
    // The most the server held while the attack ran, sampled twice a second.
    const peak = { rssMb: before.rssMb, fds: before.fds };
    const sampler = setInterval(() => {
      const now = processFigures(server.pid);
      peak.rssMb = Math.max(peak.rssMb, now.rssMb);
      peak.fds = Math.max(peak.fds, now.fds);
    }, 500);
    workload.reset();
    const snapshot = setTimeout(() => workload.snapshot(), seconds * 1000 - 500);
    const reached = await attack.run({ server, seconds, options: {} });
    clearTimeout(snapshot);
    clearInterval(sampler);
    await sleep(2000);
    const after = processFigures(server.pid);
    const figures = await workload.stop();
    for (const line of reached.slice(1)) console.log(`reached: ${line}`);
    for (const line of chefLines(figures)) console.log(line);
    console.log(`server: before ${describeFigures(before)}; during, at most ${describeFigures(peak)}; 2 s after ${describeFigures(after)}`);
    rows.push([
      attack.name,
      reached[0],
      `${figures.p99Ms} ms, ${figures.served}/${figures.chefs} served`,
      `${figures.socketsSubscribed}/${figures.socketAttempts}, gap ≤ ${figures.longestGapS} s`,
      `${before.rssMb} → ${after.rssMb} MB (peak ${peak.rssMb})`,
      `${before.fds} → ${after.fds} (peak ${peak.fds})`,
    ]);
  } catch (error) {
    console.log(`failed: ${error instanceof Error ? error.message : String(error)}`);
    rows.push([attack.name, `failed: ${error instanceof Error ? error.message : String(error)}`, '', '', '', '']);
    process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

console.log(`\n${chefCount} chefs; sockets ok: subscribed / attempts, and the longest a chef was without one\n`);
console.log('| attack | reached | chefs p99 | sockets ok | RSS before → after | fds before → after |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) console.log(`| ${row.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`);
