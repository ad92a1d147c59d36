// Makes sure the system's Chromium is there for the browser tests (Playwright cannot download
// browsers on this kind of machine). Installs Debian's `chromium` when running as root with apt-get,
// otherwise stops with a clear message.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browserPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function version() {
  try {
    return execFileSync(browserPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function report() {
  if (!existsSync(browserPath)) return false;
  console.log(`Browser for e2e tests: ${browserPath} (${version() ?? 'version unknown'})`);
  return true;
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

if (report()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && hasAptGet() && !process.env.CHROMIUM_PATH) {
  console.log('Chromium is missing: installing Debian\'s chromium package.');
  if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium']) && report()) process.exit(0);
}

console.error(
  `No Chromium at ${browserPath}. The browser tests need the system's Chromium.\n` +
    'Install Debian\'s chromium: sudo apt-get install chromium\n' +
    '(or point CHROMIUM_PATH at another Chromium binary).',
);
process.exit(1);
