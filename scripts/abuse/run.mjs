// `npm run abuse`: each attack against its own fresh reference server, while N signed-in chefs
// keep realtime sockets and make requests. Per attack it prints what the attack reached, the
// chefs' p99 request latency and socket success, and the server's memory and open file
// descriptors before and after. Not part of `npm test` (it loads the machine for minutes).
//
//   npm run abuse -- [--only realtime-lockout,slow-headers] [--chefs 5] [--seconds 20]
//                    [--server-dir DIR]   (another checkout, e.g. the code before a fix)
//                    [--fd-limit 1024] [--log]
//
// An attack is a module in ./attacks exporting { name, describe(options), defaults, minSeconds?,
// run({ server, seconds, options }) -> lines }; add it to `attacks` below.
import { parseArgs } from 'node:util';
import { attack as connectionFlood } from './attacks/connection-flood.mjs';
import { attack as realtimeLockout } from './attacks/realtime-lockout.mjs';
import { slowBodies, slowHeaders } from './attacks/slow-clients.mjs';
import { makeChefs, runChefs } from './chefs.mjs';
import { sleep } from './loopback.mjs';
import { describeFigures, processFigures } from './proc.mjs';
import { startServer } from './server.mjs';

const attacks = [realtimeLockout, slowHeaders, slowBodies, connectionFlood];

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    chefs: { type: 'string', default: '5' },
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
const chefLine = (f) =>
  `chefs during the attack: ${f.requests} requests, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, ${f.requestsFailed} failed; sockets ${f.socketsSubscribed}/${f.socketAttempts} attempts subscribed, longest a chef was without one ${f.longestGapS} s (sockets are reopened every 5 s)`;

for (const attack of attacks.filter((a) => chosen.includes(a.name))) {
  const seconds = Math.max(Number(args.seconds), attack.minSeconds ?? 0);
  console.log(`\n== ${attack.name}: ${attack.describe(attack.defaults)}, ${seconds} s, ${chefCount} chefs`);
  let server;
  try {
    server = await startServer({ serverDir: args['server-dir'], fdLimit: Number(args['fd-limit']), log: args.log });
  } catch (error) {
    console.log(`failed to start the server: ${error instanceof Error ? error.message : String(error)}`);
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
    for (const line of reached) console.log(`reached: ${line}`);
    console.log(chefLine(figures));
    console.log(`server: before ${describeFigures(before)}; during, at most ${describeFigures(peak)}; 2 s after ${describeFigures(after)}`);
  } catch (error) {
    console.log(`failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await server.stop();
  }
}
