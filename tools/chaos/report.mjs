// The chaos run's verdict: the figures (taps, faults, kills, customers, order-to-card times) and
// the assertions (lost = 0, duplicated = 0, client == server without a reload, every refusal in
// "not saved", no notification read without a tap, no page error), as text and as JSON.
import { spread } from './ledger.mjs';

const seconds = (ms) => (ms === null || ms === undefined ? '-' : ms < 1_000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);
const counted = (object) =>
  Object.entries(object)
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ') || 'none';

/** Builds { figures, failures } from what the run gathered. */
export function verdict({ options, scenario, proxy, settled, accounts, seen, pageErrors, kitchen = null }) {
  const { taps, placed, happened } = scenario;
  const byKind = {};
  for (const tap of taps) byKind[tap.kind] = (byKind[tap.kind] ?? 0) + 1;
  const latency = spread(placed.filter((order) => seen.has(order.number)).map((order) => seen.get(order.number) - order.placedAt));
  const figures = {
    seed: options.seed,
    actionsWanted: options.actions,
    tapped: taps.length,
    tappedByKind: byKind,
    tappedOffline: taps.filter((tap) => tap.offline).length,
    apiRequests: proxy.requests.length,
    faults: { ...proxy.faults },
    happened,
    settleMs: settled.settleMs,
    lost: accounts.lost.length,
    duplicated: accounts.duplicated.length,
    clientMatchesServer: settled.diffs.length === 0,
    refusals: accounts.refusals.count,
    refusalsByStatus: accounts.refusals.byStatus,
    refusalsUnexplained: accounts.refusals.unexplained.length,
    readWithoutTap: accounts.readWithoutTap.length,
    pageErrors: pageErrors.length,
    orderToCard: latency,
    ordersNeverSeen: placed.filter((order) => !seen.has(order.number)).map((order) => order.number),
    kitchen,
  };
  const failures = [];
  const fail = (what, list) => list.length > 0 && failures.push({ what, details: list });
  if (taps.length < options.actions) failures.push({ what: `only ${taps.length} of ${options.actions} actions could be tapped`, details: [] });
  fail('lost actions', accounts.lost);
  fail('duplicated', accounts.duplicated);
  fail('client != server after settling (no reload)', settled.diffs);
  fail('refusals missing from "not saved"', accounts.refusals.unexplained);
  fail('applied yet listed as "not saved"', accounts.refusals.wronglyListed);
  fail('notifications marked read without a tap', accounts.readWithoutTap);
  fail('writes without an Idempotency-Key', accounts.unkeyedWrites > 0 ? [`${accounts.unkeyedWrites} chef writes`] : []);
  fail('errors thrown in the pages', pageErrors);
  if (kitchen) {
    // The kitchen profile's criteria: no more than 1.5 bytes sent per byte delivered,
    // and orders placed after the long outage on the open screen within 10 s (p90), every one.
    const { ratio } = kitchen.bytes;
    if (ratio === null || ratio > 1.5) failures.push({ what: `bytes sent per byte delivered ${ratio === null ? 'unknown (nothing delivered)' : ratio.toFixed(2)} > 1.5`, details: [`${kitchen.bytes.uplinkBytes} bytes up for ${kitchen.bytes.deliveredBytes} delivered`] });
    const after = kitchen.afterOutage;
    if (after.neverShown > 0) failures.push({ what: `${after.neverShown} of ${after.placed} orders placed after the outage never showed on the open screen (60 s)`, details: [] });
    if (after.p90 === undefined || after.p90 > 10_000) failures.push({ what: `order placed after the outage to card: p90 ${after.p90 === undefined ? 'unknown' : seconds(after.p90)} > 10 s`, details: [] });
  }
  return { figures, failures };
}

export function formatReport({ figures, failures }, options) {
  const f = figures;
  const h = f.happened;
  const line = (label, text) => `${label.padEnd(22)}${text}`;
  const lines = [
    `Chaos run: seed ${f.seed}, ${f.actionsWanted} actions  (replay: npm run chaos -- --seed ${f.seed} --actions ${f.actionsWanted})`,
    '',
    line('Actions tapped', `${f.tapped} (${counted(f.tappedByKind)}; ${f.tappedOffline} while offline)`),
    line('API requests', `${f.apiRequests} through the proxy`),
    line('Faults by kind', counted(f.faults)),
    line('Kills', `browser SIGKILL ${h.kills} (${h.killsMidSend} mid-send), tabs closed ${h.tabKills} (${h.tabKillsMidSend} mid-send), offline ${h.offlinePeriods}x (${seconds(h.offlineMs)}), websocket cuts ${h.wsCuts}`),
    line('Customers', `orders placed ${h.ordersPlaced}, cancelled ${h.cancels}, pickups answered ${h.pickupsAnswered}`),
    line('Settled after', f.clientMatchesServer ? seconds(f.settleMs) : `not within ${seconds(options.settleMs)}`),
    line('Lost', String(f.lost)),
    line('Duplicated', String(f.duplicated)),
    line('Client == server', f.clientMatchesServer ? 'yes, every order and notification, every tab, without a reload' : 'NO'),
    line('Refusals', `${f.refusals}${f.refusals > 0 ? ` (${counted(f.refusalsByStatus)})` : ''}, ${f.refusalsUnexplained === 0 ? 'all in "not saved"' : `${f.refusalsUnexplained} missing from "not saved"`}`),
    line('Read without a tap', String(f.readWithoutTap)),
    line('Page errors', String(f.pageErrors)),
    line(
      'Order to card',
      f.orderToCard
        ? `median ${seconds(f.orderToCard.median)}, p90 ${seconds(f.orderToCard.p90)}, max ${seconds(f.orderToCard.max)} (${f.orderToCard.count} orders${f.ordersNeverSeen.length > 0 ? `; ${f.ordersNeverSeen.length} never shown` : ''})`
        : 'no order was shown',
    ),
  ];
  const k = f.kitchen;
  if (k) {
    const wait = k.longestWaitBehindAnother;
    lines.push(
      line('Kitchen network', `uplink ${k.uplinkBytesPerSecond / 1000} kB/s shared; stalls ${h.stalls}, blips ${h.cuts}, hangs ${h.hangs} (${seconds(h.hangMs)}), tickets ${h.tickets}; ${k.stalledAnswers} answers stalled, ${k.connections} connections`),
      line('Bytes sent/delivered', k.bytes.ratio === null ? 'nothing delivered' : `${k.bytes.ratio.toFixed(2)} (${k.bytes.uplinkBytes} bytes up, ${k.bytes.deliveredBytes} of applied bodies and files)`),
      line('Longest wait behind', wait ? `${seconds(wait.ms)} (${wait.tap}, behind ${wait.behind})` : 'none (no entry waited while another was in flight)'),
      line('Outage', `${seconds(k.outageMs)} with the Wi-Fi up`),
      line('Order to card after', k.afterOutage.count ? `median ${seconds(k.afterOutage.median)}, p90 ${seconds(k.afterOutage.p90)}, max ${seconds(k.afterOutage.max)} (${k.afterOutage.count} of ${k.afterOutage.placed} orders)` : `none of ${k.afterOutage.placed} orders shown`),
      line('Tickets', `${k.tickets.sent} sent with a PDF, ${k.tickets.stored} stored; attachments on the server ${k.tickets.attachments}, ${k.tickets.referenced} in use`),
    );
  }
  lines.push('');
  if (failures.length === 0) lines.push('PASS');
  else {
    lines.push(`FAIL (seed ${f.seed}):`);
    for (const failure of failures) {
      lines.push(`  - ${failure.what}${failure.details.length > 0 ? ` (${failure.details.length})` : ''}`);
      for (const detail of failure.details.slice(0, 12)) lines.push(`      ${detail}`);
      if (failure.details.length > 12) lines.push(`      … ${failure.details.length - 12} more in bench-results/${options.profile === 'default' ? 'chaos.json' : `chaos-${options.profile}.json`}`);
    }
  }
  return lines.join('\n');
}
