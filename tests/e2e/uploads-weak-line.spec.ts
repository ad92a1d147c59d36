// Uploads on a kitchen's weak line: the page talks to the server through the
// kitchen-network proxy (tools/net/kitchen-network.mjs) with its uplink throttled to 100 kB/s. A
// ticket with a 1.5 MB PDF (15 s on that line, past the API's 10 s deadline) and a food with a
// photo each arrive on the server once, the chef sees how far each file is ("Sending attachment,
// 40 %"), and the bytes that crossed the uplink are no more than 1.5 times the files. On the old
// outbox (one 10 s total time-out for every request) the ticket was sent again and again and never
// arrived.
import { randomBytes } from 'node:crypto';
import { startKitchenNetwork, type KitchenNetwork } from '../../tools/net/kitchen-network.mjs';
import { expect, test, type Locator } from './support/test.ts';
import { Toasts } from './pages/toasts.ts';
import { startSignedIn } from './support/browser-state.ts';
import { FoodFormPage, servedPhoto, serverMenu } from './support/food-form.ts';
import { photo } from './support/kitchen-edit.ts';
import { approvedChef } from './support/notifications.ts';
import { serverTicket, serverTickets, TicketScreens } from './support/tickets.ts';

const UPLINK = 100_000; // bytes per second
const PDF_BYTES = 1_500_000;

let network: KitchenNetwork | null = null;
test.afterEach(async () => {
  await network?.close();
  network = null;
});

/** A PDF of about 1.5 MB whose body does not compress. */
function largePdf(): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ');
  const tail = Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([head, randomBytes(PDF_BYTES - head.length - tail.length), tail]);
}

/** Every percent the progress line showed, read as it changes (the line is polled, not slept on). */
async function percentsSeen(line: Locator, pattern: RegExp, until: () => Promise<boolean>): Promise<number[]> {
  const seen = new Set<number>();
  await expect
    .poll(
      async () => {
        const text = (await line.allTextContents()).join(' '); // never waits: the form leaves once it is sent
        const match = pattern.exec(text);
        if (match) seen.add(Number(match[1]));
        return until();
      },
      { timeout: 45_000, intervals: [200] },
    )
    .toBe(true);
  return [...seen];
}

test('a ticket with a 1.5 MB PDF and a food with a photo arrive once over a 100 kB/s uplink, with their progress on screen', async ({ page, request, baseURL }) => {
  test.setTimeout(100_000);
  const chef = await approvedChef(request, 'weak-line');
  network = await startKitchenNetwork({ target: { port: Number(new URL(baseURL ?? 'http://localhost:4310').port) }, port: 0 });
  const app = `http://localhost:${network.port}`;
  await startSignedIn(page, chef);
  const screens = new TicketScreens(page);
  const toasts = new Toasts(page);

  // The ticket: filled in on a fast line, sent on the weak one.
  await page.goto(`${app}/tickets/create`);
  await expect(screens.heading('New ticket')).toBeVisible();
  const pdf = largePdf();
  await screens.type(screens.title, 'Invoice for November');
  await screens.type(screens.description, 'The invoice for November is attached, 1.5 MB.');
  await screens.attachInput.setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(screens.attachmentField).toContainText('invoice.pdf');
  network.setUplink(UPLINK);
  network.resetCounters();
  await screens.send.click();
  const ticketPercents = await percentsSeen(page.getByTestId('save-progress'), /Sending attachment, (\d+) %/, async () => (await toasts.of('success', 'Ticket sent').count()) > 0);
  // On this machine the sockets' buffers take in much of a file at once, so the browser may report
  // it all sent early (the unit tests, src/sync/engine/transport.test.ts, check every step on a fake line).
  expect(ticketPercents.length, 'the chef saw the attachment on its way').toBeGreaterThan(0);

  // The food with a photo, on the same weak line.
  network.setUplink(Infinity);
  const form = new FoodFormPage(page);
  await page.goto(`${app}/foods/store`);
  await expect(form.heading('Create food')).toBeVisible();
  await form.type(form.name, 'Kibinai');
  await form.type(form.price, '4,50');
  await form.addTags('Pastry');
  await form.choosePhoto(await photo(page, 2000, 1500), 'kibinai.jpg');
  await expect(form.photoResult).toContainText('New photo');
  network.setUplink(UPLINK);
  await form.create.click();
  const foodPercents = await percentsSeen(form.progress, /Sending photo, (\d+) %/, async () => (await toasts.of('success', 'Food created').count()) > 0);
  expect(foodPercents.length, `the chef saw the photo on its way (${foodPercents.join(', ')} %)`).toBeGreaterThan(0);
  const counters = network.counters();

  // Each arrived once, whole.
  const tickets = await serverTickets(request, chef.token);
  expect(tickets).toHaveLength(1);
  expect((await serverTicket(request, chef.token, tickets[0]?.id ?? 0)).attachment).toMatchObject({ name: 'invoice.pdf', size: pdf.length });
  const menu = await serverMenu(request, chef.token);
  expect(menu).toHaveLength(1);
  const stored = await servedPhoto(request, menu[0]?.image_url ?? '');
  const posts = (path: string) => counters.requests.filter((sent) => sent.line.startsWith(`POST ${path} `));
  expect(posts('/api/chef/tickets'), 'the ticket was sent once').toHaveLength(1);
  expect(posts('/api/chef/foods'), 'the food was sent once').toHaveLength(1);

  // No more than 1.5x the files crossed the uplink (headers, pulls and the socket included).
  const files = pdf.length + stored.length;
  expect(counters.bytesUp, `${counters.bytesUp} bytes up for ${files} bytes of files`).toBeLessThanOrEqual(1.5 * files);
  console.log(`uploads-weak-line: ${counters.bytesUp} bytes up for ${files} bytes of files (${(counters.bytesUp / files).toFixed(2)}x); percents seen: attachment ${ticketPercents.join(',')}, photo ${foodPercents.join(',')}`);
});
