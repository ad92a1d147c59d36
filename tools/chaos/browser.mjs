// The chef's browser for the chaos run: the system Chromium started by this script (not by
// Playwright) on a persistent profile, reached over CDP with playwright-core's connectOverCDP, so
// the run can kill the real process group with SIGKILL in mid-send and start it again on the same
// profile: the service worker, IndexedDB and localStorage survive as on a phone whose app was
// killed. Every process started here is killed by its own id.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumExecutable } from '../chromium-flags.mjs';

// The project's Chromium flags, plus headless and a desktop-sized window (static side menu).
const FLAGS = [
  ...CHROMIUM_FLAGS,
  '--headless',
  '--no-default-browser-check',
  '--password-store=basic',
  '--autoplay-policy=no-user-gesture-required',
  '--window-size=1280,800',
];

function devtoolsEndpoint(child, timeoutMs) {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Chromium printed no DevTools endpoint within ${timeoutMs / 1000} s:\n${text.slice(-2000)}`)), timeoutMs);
    const onData = (chunk) => {
      text += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(text);
      if (match) {
        clearTimeout(timer);
        child.stderr.off('data', onData);
        child.stderr.resume();
        resolve(match[1]);
      }
    };
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code ?? signal}) before it listened:\n${text.slice(-2000)}`));
    });
  });
}

/** Starts Chromium on `profileDir`; resolves with { browser, context, pid, kill(), close() }. */
export async function launchBrowser({ executablePath, profileDir }) {
  // A SIGKILL leaves the profile's singleton lock behind; it names a dead process, but remove it.
  for (const name of ['SingletonLock', 'SingletonSocket', 'SingletonCookie']) rmSync(join(profileDir, name), { force: true });
  const child = spawn(executablePath, [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true, // its own process group: the kill takes the renderers and the GPU process too
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const killGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  let browser;
  try {
    const endpoint = await devtoolsEndpoint(child, 30_000);
    browser = await chromium.connectOverCDP(endpoint, { timeout: 30_000 });
  } catch (error) {
    killGroup();
    throw error;
  }
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  const handle = {
    browser,
    context,
    pid: child.pid,
    alive: true,
    /** The crash: SIGKILL to the whole process group, no chance to clean up. */
    async kill() {
      handle.alive = false;
      killGroup();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      await browser.close().catch(() => {});
    },
    /** A normal end of the run: close over CDP, then make sure. */
    async close() {
      if (!handle.alive) return;
      handle.alive = false;
      await Promise.race([browser.close().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 5_000))]);
      killGroup();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    },
  };
  return handle;
}

export const chromiumPath = chromiumExecutable;
export const hasChromium = () => existsSync(chromiumPath());
