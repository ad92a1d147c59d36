// The chaos suite's kitchen profile: what a kitchen's network does to the chef, played
// by tools/net/kitchen-network.mjs in front of the chaos proxy (browser -> kitchen network ->
// chaos proxy -> server). One shared uplink of 100 kB/s for the whole run; disruptions: answers
// whose body stalls after the headers, blips that cut every connection (websockets too), short
// spells of an internet that hangs; the leader tab hidden beside a visible one; tickets with a PDF
// among the taps; and, last, a long outage with the Wi-Fi up (connections accepted, never
// answered; the browser stays "online") after which the customers order and the run measures,
// with no tap and no reload, how long each order takes to show on the visible tab's open screen.
// Also the kitchen figures: bytes sent per byte delivered, the longest an entity waited behind
// another's send, and the tickets on the server (each arrived exactly once, whole).
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { goToActive } from './chef.mjs';
import { spread } from './ledger.mjs';

export const UPLINK_BYTES_PER_SECOND = 100_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The writes whose answers stall: order actions and uploads (what a stalled answer froze). */
export const STALLED = /^POST \/api\/chef\/(orders\/\d+\/\w[\w-]*|tickets|notifications\/read[\w/-]*) /;

/** A PDF of `bytes` whose body does not compress (the kitchen's invoice). */
export function invoicePdf(bytes) {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ');
  const tail = Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([head, randomBytes(Math.max(0, bytes - head.length - tail.length)), tail]);
}

/**
 * The chef sends a ticket with a PDF from `tab`, through the side menu (no reload), and goes back
 * to /orders/active. Answers { tappedAt, title, size } or null when the form could not be used.
 */
export async function tapTicketWithPdf(page, title, pdf) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await page.keyboard.press('Escape').catch(() => {});
  await menu.getByRole('link', { name: 'Support', exact: true }).click({ timeout: 10_000 });
  await page.getByRole('link', { name: 'New ticket' }).first().click({ timeout: 10_000 });
  await page.getByRole('heading', { level: 1, name: 'New ticket' }).waitFor({ timeout: 10_000 });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill(`${title}: the invoice is attached.`);
  await page.getByTestId('attachment-field-input').setInputFiles({ name: `${title}.pdf`.replace(/\s+/g, '-'), mimeType: 'application/pdf', buffer: pdf });
  await page.getByTestId('attachment-field').getByText('.pdf').first().waitFor({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Send ticket' }).click({ timeout: 10_000 });
  const tappedAt = Date.now();
  await page.getByRole('heading', { level: 1, name: 'New ticket' }).waitFor({ state: 'detached', timeout: 15_000 }).catch(() => {});
  await goToActive(page);
  return { tappedAt, title, size: pdf.length };
}

/** The tickets as the server stored them, with their attachments. */
export function readTickets(databaseFile, chefId) {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const tickets = db.prepare('SELECT t.id, t.title, a.size AS attachmentSize FROM tickets t LEFT JOIN ticket_attachments a ON a.id = t.attachment_id WHERE t.chef_id = ?').all(chefId);
    const attachments = db.prepare('SELECT COUNT(*) AS n FROM ticket_attachments WHERE chef_id = ?').get(chefId).n;
    // An upload stored twice leaves an attachment no ticket or message points at.
    const referenced = db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM tickets WHERE chef_id = ? AND attachment_id IS NOT NULL)
              + (SELECT COUNT(*) FROM ticket_messages m JOIN tickets t ON t.id = m.ticket_id WHERE t.chef_id = ? AND m.attachment_id IS NOT NULL) AS n`,
      )
      .get(chefId, chefId).n;
    return { tickets, attachments, referenced };
  } finally {
    db.close();
  }
}

/** Every way the tickets on the server differ from the tickets the chef sent (each once, whole). */
export function ticketDifferences(ticketTaps, stored) {
  const found = [];
  for (const tap of ticketTaps) {
    const rows = stored.tickets.filter((row) => row.title === tap.title);
    if (rows.length === 0) found.push(`ticket "${tap.title}" never arrived`);
    if (rows.length > 1) found.push(`ticket "${tap.title}" arrived ${rows.length} times`);
    for (const row of rows) if (row.attachmentSize !== tap.size) found.push(`ticket "${tap.title}": attachment of ${row.attachmentSize ?? 'no'} bytes stored, ${tap.size} sent`);
  }
  if (stored.attachments !== stored.referenced) found.push(`${stored.attachments} ticket attachments stored, ${stored.referenced} in tickets and messages: ${stored.attachments - stored.referenced} stored more than once`);
  return found;
}

/**
 * Bytes sent per byte delivered: every byte that crossed the kitchen's uplink since the chef signed
 * in, over the bodies of the chef's writes the server applied (each Idempotency-Key once, a
 * replay not counted) and of the uploads it stored.
 */
export function bytesPerByteDelivered(uplinkBytes, requests) {
  const delivered = new Map();
  for (const request of requests) {
    if (request.method === 'GET' || request.status === null || request.status < 200 || request.status >= 300 || request.replayed) continue;
    if (!request.upload && !/^\/api\/chef\/(orders|notifications)\//.test(request.path)) continue;
    const key = request.key ?? `${request.method} ${request.path} #${request.n}`;
    delivered.set(key, Math.max(delivered.get(key) ?? 0, request.bytes ?? 0));
  }
  const bytes = [...delivered.values()].reduce((sum, n) => sum + n, 0);
  return { uplinkBytes, deliveredBytes: bytes, ratio: bytes > 0 ? uplinkBytes / bytes : null };
}

/**
 * The longest any entity waited behind another: for each tap, the time from the tap (the entry
 * was due) to the first request for it at the chaos proxy, counted only when another entity's
 * request was in flight there all along the wait's start (it was held up behind it, not by an
 * outage). Answers { ms, tap, behind } or null.
 */
export function longestWaitBehindAnother(taps, requests) {
  let worst = null;
  const writes = requests.filter((request) => request.method !== 'GET');
  for (const tap of taps) {
    const path = tap.path;
    if (!path) continue;
    const sent = writes.find((request) => request.path === path && request.receivedAt >= tap.tappedAt - 50);
    if (!sent) continue;
    const behind = writes.find(
      (request) => request.path !== path && request.receivedAt <= tap.tappedAt && (request.browserDoneAt ?? Infinity) > tap.tappedAt + 100,
    );
    if (!behind) continue;
    const ms = sent.receivedAt - tap.tappedAt;
    if (!worst || ms > worst.ms) worst = { ms, tap: `${tap.kind}${tap.number ? ` #${tap.number}` : ''}${tap.title ? ` "${tap.title}"` : ''}`, behind: `${behind.method} ${behind.path}` };
  }
  return worst;
}

/** The kitchen profile's disruptions, by name, for scenario.mjs's plan. */
export function kitchenDisruptionCounts(actions) {
  return {
    stall: Math.max(2, Math.round(actions / 20)),
    cut: Math.max(2, Math.round(actions / 15)),
    hang: Math.max(1, Math.round(actions / 40)),
    ticket: Math.max(1, Math.round(actions / 40)),
  };
}

/**
 * Plays one kitchen disruption. `tapOnce` taps meanwhile; answers what the log says.
 * stall: the matching answers stall for 12-20 s (past the app's deadlines) while the chef taps;
 * cut: a blip; hang: the internet hangs for 5-15 s while the chef taps.
 */
export async function playKitchenDisruption(kind, { kitchen, rng, tapOnce, log, happened }) {
  if (kind === 'stall') {
    const length = rng.int(12_000, 20_000);
    log(`  -- answers to the chef's writes stall after their headers for ${(length / 1000).toFixed(1)} s`);
    const started = Date.now();
    kitchen.stallAnswers(STALLED);
    for (let i = rng.int(1, 3); i > 0; i -= 1) await tapOnce();
    await sleep(Math.max(0, started + length - Date.now()));
    kitchen.stallAnswers(null);
    happened.stalls += 1;
    return;
  }
  if (kind === 'cut') {
    const open = kitchen.openConnections();
    kitchen.cutConnections();
    happened.cuts += 1;
    log(`  -- blip: ${open} open connections cut (websockets too)`);
    return;
  }
  const length = rng.int(5_000, 15_000);
  log(`  -- the internet hangs for ${(length / 1000).toFixed(1)} s (Wi-Fi up)`);
  const started = Date.now();
  kitchen.setOutage('hang');
  for (let i = rng.int(1, 2); i > 0; i -= 1) await tapOnce();
  await sleep(Math.max(0, started + length - Date.now()));
  kitchen.setOutage(null);
  happened.hangs += 1;
  happened.hangMs += Date.now() - started;
}

/**
 * The long outage, then the orders placed after it: the internet hangs for `outageMs` (the chef
 * taps now and then: those queue), then comes back; `orders` are placed through the admin API a
 * few seconds apart and each is timed from its placing to its card on the visible tab's open
 * /orders/active (no tap, no reload meanwhile). Answers { outageMs, afterOutage: [{ number, ms }] }.
 */
export async function longOutage({ kitchen, device, visibleTab, placeOrder, tapOnce, outageMs, orders, log }) {
  log(`  -- the internet is gone for ${Math.round(outageMs / 1000)} s, the Wi-Fi up (connections accepted, never answered; the browser stays online)`);
  const started = Date.now();
  kitchen.setOutage('hang');
  const online = await visibleTab.page.evaluate(() => navigator.onLine).catch(() => null);
  log(`     navigator.onLine in tab ${visibleTab.name}: ${online}`);
  await tapOnce();
  await tapOnce();
  await sleep(Math.max(0, started + outageMs - Date.now()));
  kitchen.setOutage(null);
  const backAt = Date.now();
  log('  -- the internet is back; the customers order, nobody taps');
  await goToActive(visibleTab.page).catch(() => {});
  const placed = [];
  for (let i = 0; i < orders; i += 1) {
    placed.push(await placeOrder());
    await sleep(2_000);
  }
  const label = (number) => `Order #${number}`;
  const deadline = Date.now() + 60_000;
  let seen = {};
  for (;;) {
    seen = await visibleTab.page.evaluate(() => ({ ...(window.__chaosSeen ?? {}) })).catch(() => seen);
    if (placed.every((order) => seen[label(order.number)]) || Date.now() > deadline) break;
    await sleep(250);
  }
  const afterOutage = placed.map((order) => ({ number: order.number, ms: seen[label(order.number)] ? seen[label(order.number)] - order.placedAt : null }));
  for (const order of afterOutage) log(`     order #${order.number}: ${order.ms === null ? 'NOT on the screen within 60 s' : `on the screen after ${(order.ms / 1000).toFixed(1)} s`}`);
  await device.collectSeen();
  return { outageMs: backAt - started, afterOutage };
}

/** The kitchen figures for the report. */
export function kitchenFigures({ kitchen, requests, taps, outage, tickets }) {
  const counters = kitchen.counters();
  const times = outage.afterOutage.map((order) => order.ms);
  return {
    uplinkBytesPerSecond: UPLINK_BYTES_PER_SECOND,
    bytes: bytesPerByteDelivered(counters.bytesUp, requests),
    bytesDown: counters.bytesDown,
    connections: counters.connections,
    stalledAnswers: counters.requests.filter((request) => request.stalled).length,
    longestWaitBehindAnother: longestWaitBehindAnother(taps, requests),
    outageMs: outage.outageMs,
    afterOutage: { ...(spread(times.filter((ms) => ms !== null)) ?? {}), placed: times.length, neverShown: times.filter((ms) => ms === null).length },
    tickets: {
      sent: taps.filter((tap) => tap.kind === 'ticket').length,
      stored: tickets.tickets.filter((row) => taps.some((tap) => tap.kind === 'ticket' && tap.title === row.title)).length,
      attachments: tickets.attachments,
      referenced: tickets.referenced,
    },
  };
}
