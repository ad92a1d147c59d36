// Two builds of the app from one origin, as a deploy makes them ("an old tab beside a new
// one"; docs/sync.md "Versions of entries, and old tabs"). The test gets a reference server of its
// own (server/main.ts on a fresh DATA_DIR, a port the system picks) whose DIST_DIR is a symbolic
// link; `use('new')` turns the link from the old build's folder to the new one's at once, as a
// deploy replaces the site's files. The shared e2e server is left alone (other workers use it).
//
// The old build is a copy of the build the e2e run serves (dist/, or E2E_DIST_DIR). The new one is
// that copy with one change a real release could make: the operation kind `acceptOrder` at the
// next version, in the table of src/sync/engine/operation-versions.ts, in the page's chunk and in the
// service worker's bundle. So the new build stamps an accept with a version the old build does not
// understand (sendableEntries leaves it for a newer build), and the precache manifest in sw.js
// lists another revision for that chunk: the browser finds a new service worker, installs it next
// to the old one and lets it wait for the chef's "Update now" (sw/sw.ts). Deriving the new build
// from the old costs a copy and two text edits instead of a second `vite build`.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_ADMIN_TOKEN } from './env.ts';

export type BuildName = 'old' | 'new';

export type TwoBuilds = {
  /** http://localhost:PORT of the test's own server. */
  origin: string;
  /** The version of `acceptOrder` in the new build (the old build knows one less). */
  newAcceptVersion: number;
  /** Serve this build from now on (the old one at the start). */
  use(build: BuildName): Promise<void>;
  close(): Promise<void>;
};

/** The kind whose version the new build raises. */
export const bumpedKind = 'acceptOrder';

/**
 * The table of operation versions as the minifiers write `const versions = {}` and
 * `operationVersion = (kind) => versions[kind] ?? 1`: `Ur={},Wr=e=>Ur[e]??1` (the names change
 * from build to build). Only the match that `understands` then calls (`opVersion??1)<=Wr(`) counts.
 */
const versionsTable = /([\w$]+)=\{([^{}]*)\},([\w$]+)=([\w$]+)=>\1\[\4\]\?\?1\b/g;

/** The code with `acceptOrder` one version up, and that version; throws unless the table is found once. */
function raiseAcceptVersion(code: string, file: string): { code: string; version: number } {
  const found = [...code.matchAll(versionsTable)].filter((match) => code.includes(`.opVersion??1)<=${match[3]}(`));
  if (found.length !== 1)
    throw new Error(
      `${file}: the operation versions table (src/sync/engine/operation-versions.ts) was found ${found.length} times, not once. ` +
        'If its minified form changed, update versionsTable in tests/e2e/support/two-builds.ts.',
    );
  const match = found[0] as RegExpExecArray;
  const [whole, table, body = ''] = match;
  const current = new RegExp(`(^|,)${bumpedKind}:(\\d+)`).exec(body);
  const version = (current ? Number(current[2]) : 1) + 1;
  const entries = current ? body.replace(`${bumpedKind}:${current[2]}`, `${bumpedKind}:${version}`) : [body, `${bumpedKind}:${version}`].filter(Boolean).join(',');
  const raised = `${table}={${entries}}${whole.slice(`${table}={${body}}`.length)}`;
  const at = match.index ?? 0;
  return { code: code.slice(0, at) + raised + code.slice(at + whole.length), version };
}

/** The revision workbox-build gives a file (the MD5 of its bytes). */
const revisionOf = (code: string) => createHash('md5').update(code).digest('hex');

/** Replaces the precache revision of `url` in sw.js; throws unless the entry is found once. */
function withRevision(sw: string, url: string, revision: string): string {
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const entry = new RegExp(`\\{"revision":"[0-9a-f]+","url":"${escaped}"\\}`, 'g');
  const found = sw.match(entry) ?? [];
  if (found.length !== 1) throw new Error(`sw.js: the precache entry of ${url} was found ${found.length} times, not once (build/build-sw.mjs changed its manifest?)`);
  return sw.replace(entry, () => `{"revision":"${revision}","url":"${url}"}`);
}

/** Writes a changed file; its precompressed copies (build/compress-build.mjs) would be the old bytes. */
async function rewrite(file: string, code: string): Promise<void> {
  await fs.writeFile(file, code);
  await fs.rm(`${file}.br`, { force: true });
  await fs.rm(`${file}.gz`, { force: true });
}

/** The old build (a copy of `dist`) and the new one next to it; answers the new accept version. */
async function makeBuilds(dist: string, folder: string): Promise<number> {
  const sw = await fs.readFile(path.join(dist, 'sw.js'), 'utf8').catch(() => {
    throw new Error(`${dist}/sw.js is missing: build the app first (npm run build), and not while a build is writing it`);
  });
  // A build half written by a concurrent `npm run build` would fail later and obscurely: every
  // file of the precache manifest must be there.
  const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] as string);
  for (const url of precached) await fs.access(path.join(dist, url)).catch(() => {
    throw new Error(`${dist} is incomplete (${url} of its sw.js is missing): a build was writing it?`);
  });

  const oldDir = path.join(folder, 'old');
  const newDir = path.join(folder, 'new');
  await fs.cp(dist, oldDir, { recursive: true });
  await fs.cp(oldDir, newDir, { recursive: true });

  let version = 0;
  let chunk: string | null = null;
  for (const name of (await fs.readdir(path.join(newDir, 'assets'))).filter((file) => file.endsWith('.js'))) {
    const file = path.join(newDir, 'assets', name);
    const code = await fs.readFile(file, 'utf8');
    if (!code.includes('.opVersion??1)<=')) continue;
    if (chunk) throw new Error(`the operation versions are in two chunks (${chunk}, ${name}): tests/e2e/support/two-builds.ts expects one`);
    chunk = name;
    const raised = raiseAcceptVersion(code, name);
    version = raised.version;
    await rewrite(file, raised.code);
  }
  if (!chunk) throw new Error('no chunk of the build holds the operation versions (src/sync/engine/operation-versions.ts)');

  const raisedSw = raiseAcceptVersion(sw, 'sw.js');
  if (raisedSw.version !== version) throw new Error(`the page knows ${bumpedKind} at ${version - 1}, the service worker at ${raisedSw.version - 1}`);
  await rewrite(path.join(newDir, 'sw.js'), raisedSw.code);
  await renameAsABuildWould(newDir, chunk);
  return version;
}

/**
 * Gives the changed chunk a new name, as a real build would (its name carries its content's hash),
 * and so every file of assets/ that names it, up to the entry; then writes the new names into
 * sw.js, the pages and the manifest, with new precache revisions for the pages. The worker's
 * static route (sw/static-routes.ts) looks the build's files up in the precache by name: a file
 * changed under its old name would be served as it was.
 */
async function renameAsABuildWould(dir: string, changed: string): Promise<void> {
  const assets = path.join(dir, 'assets');
  const texts = new Map<string, string>();
  for (const name of (await fs.readdir(assets)).filter((file) => /\.(js|css)$/.test(file))) texts.set(name, await fs.readFile(path.join(assets, name), 'utf8'));
  const renamed = new Map<string, string>();
  const queue = [changed];
  while (queue.length > 0) {
    const name = queue.shift() as string;
    if (renamed.has(name)) continue;
    renamed.set(name, name.replace(/(\.[a-z]+)$/, 'n$1'));
    for (const [other, text] of texts) if (other !== name && text.includes(name) && !renamed.has(other)) queue.push(other);
  }
  const withNewNames = (text: string) => [...renamed].reduce((result, [from, to]) => result.split(from).join(to), text);
  for (const [name, text] of texts) {
    const to = renamed.get(name);
    if (to) {
      await rewrite(path.join(assets, to), withNewNames(text));
      for (const gone of [name, `${name}.br`, `${name}.gz`]) await fs.rm(path.join(assets, gone), { force: true });
    } else if (withNewNames(text) !== text) await rewrite(path.join(assets, name), withNewNames(text));
  }
  const pages = ['index.html', 'sign-in.html'].filter((page) => existsSync(path.join(dir, page)));
  let sw = withNewNames(await fs.readFile(path.join(dir, 'sw.js'), 'utf8'));
  for (const page of pages) {
    const html = withNewNames(await fs.readFile(path.join(dir, page), 'utf8'));
    await rewrite(path.join(dir, page), html);
    sw = withRevision(sw, page, revisionOf(html));
  }
  await rewrite(path.join(dir, 'sw.js'), sw);
  const manifest = path.join(dir, '.vite', 'manifest.json');
  if (existsSync(manifest)) await fs.writeFile(manifest, withNewNames(await fs.readFile(manifest, 'utf8')));
}

/** Starts `node server/main.ts` and answers its origin once it listens. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('the server did not start within 30 s')), 30_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${output}`));
    };
    const read = (data: Buffer) => {
      output += data.toString('utf8');
      const listening = /listening on (http:\/\/\S+)/.exec(output);
      if (!listening?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off('data', read);
      child.stdout?.resume(); // keep draining: a full pipe would block the server
      resolve({ child, origin: listening[1] });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (data: Buffer) => (output += data.toString('utf8')));
    child.on('error', fail);
    child.on('exit', (code) => fail(new Error(`the server exited (${code})`)));
  });
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Points the link `site` at `build`: a new link renamed over the old one, so the server sees
 * one build or the other, never none. */
export async function pointSiteAt(site: string, build: string): Promise<void> {
  const link = `${site}-${path.basename(build)}.link`;
  await fs.symlink(build, link);
  await fs.rename(link, site);
}

/** The test's own reference server on a fresh DATA_DIR, serving the build `site` links to. */
export async function startOwnServer(site: string, dataDir: string): Promise<{ child: ChildProcess; origin: string }> {
  const server = await startServer({
    PORT: '0',
    DATA_DIR: dataDir,
    DIST_DIR: site,
    ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    CUSTOMER_SIMULATOR_INTERVAL_SECONDS: '0',
    KITCHEN_HEARTBEAT_MINUTES: '0',
    ORDER_ANSWER_MINUTES: '0',
    SIGN_IN_PER_IP: '100000',
    PASSWORD_RESET_PER_IP: '100000',
  });
  server.child.removeAllListeners('exit');
  return server;
}

/** The builds and the server of one test; `close()` stops the server and removes every file. */
export async function startTwoBuilds(): Promise<TwoBuilds> {
  const folder = await fs.mkdtemp(path.join(tmpdir(), 'chef-two-builds-'));
  try {
    const newAcceptVersion = await makeBuilds(path.resolve(process.env.E2E_DIST_DIR ?? 'dist'), folder);
    const site = path.join(folder, 'site');
    const use = (build: BuildName) => pointSiteAt(site, path.join(folder, build));
    await use('old');
    const { child, origin } = await startOwnServer(site, path.join(folder, 'data'));
    return {
      origin,
      newAcceptVersion,
      use,
      close: async () => {
        await stopServer(child);
        await fs.rm(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await fs.rm(folder, { recursive: true, force: true });
    throw error;
  }
}
