// Installable everywhere it can be: Chrome's own installability check finds nothing
// missing, Chrome reads the manifest without errors, and the manifest gives the richer install
// dialog and the launcher what they use: an id, narrow and wide screenshots, shortcuts to Active
// orders and Foods, maskable and monochrome icons, each image of the size the manifest says.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './support/test.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

type Image = { src: string; sizes: string; type?: string; purpose?: string; form_factor?: string };
type Manifest = { id?: string; icons: Image[]; screenshots?: Image[]; shortcuts?: { name: string; url: string; icons?: Image[] }[] };

/** Width x height of a PNG, read from its IHDR chunk. */
async function pngSize(request: APIRequestContext, src: string): Promise<string> {
  const response = await request.get(src);
  expect(response.status(), src).toBe(200);
  expect(response.headers()['content-type'], src).toBe('image/png');
  const bytes = await response.body();
  expect(bytes.subarray(1, 4).toString('latin1'), `${src} is a PNG`).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('Chrome finds no installability error and reads the manifest cleanly', async ({ playwright, launchOptions, baseURL }) => {
  // A profile on disk: Chrome never offers to install from an incognito (Playwright's usual) context.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'chef-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/auth/login');
    await expectServiceWorkerInControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
    expect(errors.map((error) => error.message)).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('the manifest has an id, narrow and wide screenshots, the two shortcuts, maskable and monochrome icons', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Manifest;
  expect(manifest.id).toBe('/kitchen');
  expect(manifest.icons.map((icon) => icon.purpose)).toEqual(expect.arrayContaining(['any', 'maskable', 'monochrome']));
  expect((manifest.screenshots ?? []).map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  expect((manifest.shortcuts ?? []).map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
    ['Active orders', '/orders/active'],
    ['Foods', '/foods'],
  ]);
  const images = [...manifest.icons, ...(manifest.screenshots ?? []), ...(manifest.shortcuts ?? []).flatMap((shortcut) => shortcut.icons ?? [])];
  for (const image of images.filter((item) => item.type === 'image/png')) {
    expect(await pngSize(request, image.src), image.src).toBe(image.sizes);
  }
});
