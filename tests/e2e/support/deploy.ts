// A deploy between two real builds, from one origin (docs/sync.md "Versions of entries, and old
// tabs"): the test's own reference server serves build A (`dist/`, or E2E_OLD_DIST_DIR), then
// build B (the push build tools/e2e-push.mjs makes, E2E_DIST_DIR) after `deploy()`. Two `vite
// build`s with different Firebase configs: most hashed files, the entry and sw.js differ, so the
// browser finds a new service worker. No server change: DIST_DIR is a symbolic link the test
// re-points (server/http/static.ts resolves each file per request through it, and static-page.ts
// reads index.html again when its size or time changes). As a real deploy (a CDN) does, build A's
// hashed files stay reachable after it: the folder served as B is a copy of B with A's /assets
// added beside B's own (their names carry their content's hash; a clash is the same bytes). An
// open tab of A that loads a lazy chunk after the deploy still finds it.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pointSiteAt, startOwnServer, stopServer } from './two-builds.ts';

export type Deploy = {
  /** http://localhost:PORT of the test's own server. */
  origin: string;
  /** The entry script of each build (`/assets/index-HASH.js`): which build a page runs. */
  entries: { old: string; new: string };
  /** Serve build B from now on (build A's hashed files stay). */
  deploy(): Promise<void>;
  close(): Promise<void>;
};

/** The two builds this run has, or why the test cannot run (a skip, not a failure). */
export function twoBuilds(): { old: string; new: string } | { missing: string } {
  const oldDir = path.resolve(process.env.E2E_OLD_DIST_DIR ?? 'dist');
  const newDir = process.env.E2E_DIST_DIR ? path.resolve(process.env.E2E_DIST_DIR) : null;
  if (!newDir || newDir === oldDir) return { missing: 'one build only: run node tools/e2e-push.mjs (it serves a second build, E2E_DIST_DIR, beside dist/)' };
  for (const dir of [oldDir, newDir]) if (!existsSync(path.join(dir, 'sw.js'))) return { missing: `${dir}/sw.js is missing: build it first` };
  return { old: oldDir, new: newDir };
}

/** The entry script index.html of `dir` loads. */
async function entryOf(dir: string): Promise<string> {
  const html = await fs.readFile(path.join(dir, 'index.html'), 'utf8');
  const entry = /\/assets\/index-[\w-]+\.js/.exec(html)?.[0];
  if (!entry) throw new Error(`${dir}/index.html names no /assets/index-*.js entry`);
  return entry;
}

export async function startDeploy(builds: { old: string; new: string }): Promise<Deploy> {
  const entries = { old: await entryOf(builds.old), new: await entryOf(builds.new) };
  if (entries.old === entries.new) throw new Error(`both builds load ${entries.old}: not two builds`);
  if ((await fs.readFile(path.join(builds.old, 'sw.js'), 'utf8')) === (await fs.readFile(path.join(builds.new, 'sw.js'), 'utf8')))
    throw new Error('both builds have the same sw.js: the browser would see no update');
  const folder = await fs.mkdtemp(path.join(tmpdir(), 'chef-deploy-'));
  try {
    const newSite = path.join(folder, 'new');
    await fs.cp(builds.new, newSite, { recursive: true });
    // Build A's hashed files beside B's, B's own never overwritten.
    await fs.cp(path.join(builds.old, 'assets'), path.join(newSite, 'assets'), { recursive: true, force: false });
    const site = path.join(folder, 'site');
    await pointSiteAt(site, builds.old);
    const { child, origin } = await startOwnServer(site, path.join(folder, 'data'));
    return {
      origin,
      entries,
      deploy: () => pointSiteAt(site, newSite),
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
