// The push permission e2e (tests/e2e/push-prompt.spec.ts) needs a build WITH a Firebase config
// (without one, push is off and no prompt shows): this builds the app into $TMPDIR/chef-pwa-dist-push with a test
// config (project chef-e2e; nothing real: the spec answers Firebase's endpoints with page.route and
// gives headless Chromium a fixed push subscription), then runs the push specs against it, and the
// two-builds spec with dist/ as the old build and this one as the new (dist/ must be built first).
// Usage: node tools/e2e-push.mjs [--build-only | --skip-build] [more playwright args]   (run under
// the browser lock on a shared machine: flock /tmp/browser.lock node tools/e2e-push.mjs).
// `npm test` builds with --build-only beside the chaos runs, which mostly wait, and runs the specs
// with --skip-build after the main e2e suite: the build costs no time of its own there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const distDir = join(tmpdir(), 'chef-pwa-dist-push'); // outside the work tree: nothing to ignore

const env = {
  ...process.env,
  VITE_FIREBASE_API_KEY: 'e2e-api-key',
  VITE_FIREBASE_PROJECT_ID: 'chef-e2e',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234',
  VITE_FIREBASE_APP_ID: '1:1234:web:e2e',
  VITE_FIREBASE_VAPID_KEY: 'BAcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc',
};

const run = (command, args, extraEnv = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const args = process.argv.slice(2);
const buildOnly = args.includes('--build-only');
const skipBuild = args.includes('--skip-build');
const playwrightArgs = args.filter((arg) => arg !== '--build-only' && arg !== '--skip-build');

if (!skipBuild) {
  run('node', ['build/build-app.mjs', '--outDir', distDir]);
  run('node', ['build/build-sw.mjs', distDir]);
}
if (buildOnly) process.exit(0);
if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, 'sw.js'))) {
  console.error(`e2e-push: no build in ${distDir}; run without --skip-build (or with --build-only first).`);
  process.exit(1);
}
// With the push specs, the two-builds spec (tests/e2e/two-builds-deploy.spec.ts): this build and
// dist/ are two `vite build`s of the same code, so it deploys one over the other on a server of its
// own (dist/ first, this one after) with no third build.
run('npx', ['playwright', 'test', 'tests/e2e/push-prompt.spec.ts', 'tests/e2e/push-worker.spec.ts', 'tests/e2e/push-accept.spec.ts', 'tests/e2e/two-builds-deploy.spec.ts', ...playwrightArgs], { E2E_DIST_DIR: distDir });
