// A way out for an action that keeps failing (docs/sync.md "Stuck actions"). The server fails one
// payload (a new ticket titled "Broken oven") with the API's own 500 every time: the network
// answer is replaced by the test, as a server bug on one payload would answer. Eight failures of a
// ticket (sent as multipart, so with an upload's back-off) over at least ten minutes take over half
// an hour, so once the app has failed it for real the test moves the entry's count of tries to 7
// and its first failure 11 minutes back in IndexedDB (only while no sender holds it) and brings the connection back (offline, online: what waits is due at once);
// the eighth failure, and marking it stuck, are the app's own. The stuck action shows under "Could
// not send" with what it was, why, the chef's text with Copy, "Try again" and "Discard"; a ticket
// made after it is sent meanwhile; "Try again" puts it back in the queue; "Discard" removes it, the
// list goes back to the server's, and the next ticket goes. Screens at 390x844 and 1280x800, light
// and dark, axe clean.
import { expect, test, type BrowserContext, type Page } from './support/test.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { defaultLayout, openPage } from './support/a11y.ts';
import type { ChefAccount } from './support/api.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { axeAndSaveLightAndDark, screenshotSizes } from './support/screenshots.ts';
import { serverTickets, TicketScreens } from './support/tickets.ts';

const failingTitle = 'Broken oven';
const failure = 'The server is having a problem with this one.';

/** The server fails every create of the ticket titled "Broken oven" (the API's 500), and only that one. */
async function failOnePayload(context: BrowserContext): Promise<void> {
  await context.route('**/api/chef/tickets', async (route) => {
    const body = route.request().postDataBuffer()?.toString('utf8') ?? '';
    if (route.request().method() === 'POST' && body.includes(failingTitle))
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: failure }) });
    else await route.fallback();
  });
}

/** Once the app has failed the entry at least once, count 7 tries for it, the first 11 minutes ago
 * (see the header). */
async function nearlyStuck(page: Page, chef: ChefAccount): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (name) =>
            new Promise<boolean>((resolve, reject) => {
              const open = indexedDB.open(name);
              open.onerror = () => reject(open.error);
              open.onsuccess = () => {
                const db = open.result;
                const tx = db.transaction('outbox', 'readwrite');
                const store = tx.objectStore('outbox');
                let done = false;
                store.openCursor().onsuccess = (event) => {
                  const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
                  if (!cursor) return;
                  const entry = cursor.value as { attempts: number; claimedBy: string | null; stuckAt?: number | null; operation: { kind: string } };
                  if (entry.operation.kind === 'createTicket' && entry.attempts >= 1 && entry.claimedBy === null && !entry.stuckAt) {
                    cursor.update({ ...entry, attempts: 7, answeredFailures: 7, failingSince: Date.now() - 11 * 60_000, nextAttemptAt: 0 });
                    done = true;
                  }
                  cursor.continue();
                };
                tx.oncomplete = () => {
                  db.close();
                  resolve(done);
                };
              };
            }),
          `chef-pwa-${chef.user.id}`,
        ),
      { timeout: 40_000 },
    )
    .toBe(true);
  // A ticket is sent as multipart, an upload: its back-off is 30 s and more. The connection coming
  // back makes what waits due at once (docs/sync.md), so the app tries it again now.
  await page.context().setOffline(true);
  await page.context().setOffline(false);
}

/** Writes and sends a ticket; one the server takes opens its conversation (the form waits for the
 * server's answer while it is online, so a failing one is left where it is). */
async function createTicket(screens: TicketScreens, title: string, description: string, { taken = true } = {}): Promise<void> {
  await screens.gotoCreate();
  await screens.type(screens.title, title);
  await screens.type(screens.description, description);
  await screens.send.click();
  if (taken) await expect(screens.heading(title)).toBeVisible({ timeout: 20_000 });
}

/** The stuck entry (reached through the app's own failures, the last one included). */
async function stuckTicket(page: Page, chef: ChefAccount, sync: SyncStatus, screens: TicketScreens) {
  await createTicket(screens, failingTitle, 'The oven does not heat up since this morning.', { taken: false });
  await nearlyStuck(page, chef);
  await expect(sync.stuckButton).toHaveText(/Could not send \(1\)/, { timeout: 30_000 });
}

test('a stuck action shows with Try again, Discard and Copy; other tickets go ahead, and Discard lets the queue go', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const chef = await approvedChef(request, 'stuck-action');
  await failOnePayload(context);
  await startSignedIn(page, chef);
  const screens = new TicketScreens(page);
  const sync = new SyncStatus(page);
  await stuckTicket(page, chef, sync, screens);

  // What it was, why, the chef's words, and the way out.
  await sync.openStuck();
  const entry = sync.stuckEntry('Open a support ticket');
  await expect(entry).toContainText(failure);
  await expect(entry.getByTestId('not-saved-text')).toContainText('The oven does not heat up since this morning.');
  await expect(entry.getByRole('button', { name: 'Copy text' })).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Discard' })).toBeVisible();
  await page.keyboard.press('Escape');

  // A ticket that does not depend on it is sent while it is stuck.
  await createTicket(screens, 'New menu photos', 'Please check the photos of my new menu.');
  await expect.poll(async () => (await serverTickets(request, chef.token)).map((t) => t.title)).toEqual(['New menu photos']);
  await screens.gotoList();
  await expect(screens.card(failingTitle)).toBeVisible(); // still on the device, waiting for the chef

  // Try again: back in the queue (not stuck), and failing again (the server still fails it).
  await sync.openStuck();
  await sync.stuckEntry('Open a support ticket').getByRole('button', { name: 'Try again' }).click();
  await expect(sync.stuckButton).toBeHidden();
  await expect(sync.pendingCount).toBeVisible();

  // Stuck again; Discard: gone from the queue and from the list, which is the server's again.
  await nearlyStuck(page, chef);
  await expect(sync.stuckButton).toBeVisible({ timeout: 30_000 });
  await sync.openStuck();
  await sync.stuckEntry('Open a support ticket').getByRole('button', { name: 'Discard' }).click();
  await expect(sync.stuckButton).toBeHidden();
  await expect(sync.pendingCount).toBeHidden();
  await screens.gotoList();
  await expect(screens.card(failingTitle)).toHaveCount(0);
  await expect(screens.card('New menu photos')).toBeVisible();

  // The entity goes on: the next ticket reaches the server.
  await createTicket(screens, 'Fridge door', 'The fridge door does not close.');
  await expect.poll(async () => (await serverTickets(request, chef.token)).map((t) => t.title).sort()).toEqual(['Fridge door', 'New menu photos']);
  expect(
    (await serverTickets(request, chef.token)).some((t) => t.title === failingTitle),
    'the discarded ticket never reached the server',
  ).toBe(false);
});

// One stuck ticket per size, its list checked and shot in light, then in dark (the colour mode
// switched in place).
for (const size of screenshotSizes) {
  test(`the stuck list: ${size.name}, light and dark`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const chef = await approvedChef(request, `stuck-shots-${size.name}`);
    const { context, page } = await openPage(browser, { size: size.viewport, layout: defaultLayout('light'), chef });
    try {
      await failOnePayload(context);
      const screens = new TicketScreens(page);
      const sync = new SyncStatus(page);
      await stuckTicket(page, chef, sync, screens);
      await screens.gotoList(); // the stuck ticket in the list, as the chef would open the panel
      await sync.openStuck();
      await expect(sync.stuckEntry('Open a support ticket')).toContainText(failure);
      await axeAndSaveLightAndDark(page, `stuck list, ${size.name}`, `stuck-list-${size.name}`);
    } finally {
      await context.close();
    }
  });
}
