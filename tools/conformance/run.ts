// `npm run conformance -- --base-url URL --email E --password P [--app-key K --app-secret S]`:
// walks the API contract against a running backend with a test chef account (walk.ts) and prints,
// per route, passed / failed / not implemented, with the first difference of each failure. Exit
// code 0 when every route checked passed, 1 otherwise (2: bad arguments).
// `--reference` runs it against the reference server started here on a fresh temp DATA_DIR
// (the step of `npm test`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { walkContract, type RouteResult } from './walk.ts';

const usage = 'usage: npm run conformance -- --base-url URL --email E --password P [--app-key K --app-secret S] [--photo FILE.png]\n       npm run conformance -- --reference';
const defaultPhoto = new URL('../../server/db/demo-logo.png', import.meta.url);

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        'base-url': { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        'app-key': { type: 'string' },
        'app-secret': { type: 'string' },
        photo: { type: 'string' },
        reference: { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const photo = new Uint8Array(fs.readFileSync(args.photo ?? defaultPhoto));
  let stop = async () => {};
  let options;
  if (args.reference) {
    const { createServer } = await import('../../server/app.ts');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chef-conformance-'));
    const secret = 'conformance-secret';
    const server = await createServer({ port: 0, host: '127.0.0.1', dataDir, log: () => {}, kitchenHeartbeatMinutes: 0, demoKitchenHours: 'all-day', pusher: { secret } });
    stop = async () => {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
    options = { baseUrl: server.url, email: 'demo@chef.test', password: 'Demo#Chef1', appKey: server.config.pusher.key, appSecret: secret, photo };
  } else {
    if (!args['base-url'] || !args.email || !args.password) {
      console.error(usage);
      return 2;
    }
    options = { baseUrl: args['base-url'], email: args.email, password: args.password, appKey: args['app-key'], appSecret: args['app-secret'], photo };
  }
  let results: RouteResult[];
  try {
    results = await walkContract(options);
  } finally {
    await stop();
  }
  const width = Math.max(...results.map((result) => result.route.length));
  const lines = results.map((result) => `${result.outcome.padEnd(15)} ${result.route.padEnd(width)}${result.detail ? `  ${result.detail}` : ''}`);
  const failing = results.filter((result) => result.outcome === 'failed' || result.outcome === 'not implemented');
  const counts = (['passed', 'failed', 'not implemented', 'not checked'] as const).map((outcome) => `${results.filter((result) => result.outcome === outcome).length} ${outcome}`);
  if (!args.quiet || failing.length > 0) console.log(lines.join('\n'));
  console.log(`conformance (${options.baseUrl}): ${counts.join(', ')}`);
  return failing.length > 0 || results.length === 0 ? 1 : 0;
}

process.exitCode = await main();
