// The chaos itself, step by step from the seed: customers place orders (a quarter for pickup),
// cancel some and answer pickup requests through the admin API; the chef taps actions on random
// cards in random tabs (accept, refuse, ask for pickup, mark ready, complete, mark a notification
// read, mark all read); and at planned steps the device goes offline (taps queue meanwhile, and
// the customer may cancel what was just tapped: a 409 to come), the browser is SIGKILLed while
// the proxy holds a write (before or after the server committed), a tab is closed mid-send, or
// the websockets are cut. Returns the taps, the placed orders and the counts of what happened.
// The kitchen profile (kitchen.mjs) plays the kitchen's network instead: stalled answers, blips,
// short hangs of the internet and tickets with a PDF, then a long outage with the Wi-Fi up.
import { stream } from './prng.mjs';
import { actionsOn, goToActive, screenCards, tapMarkAllRead, tapMarkRead, tapOrderAction } from './chef.mjs';
import { ACTIVE, readServer } from './checks.mjs';
import { invoicePdf, kitchenDisruptionCounts, longOutage, playKitchenDisruption, tapTicketWithPdf } from './kitchen.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const HOLD_WAIT_MS = 8_000;
const ACTION_PATHS = { accept: 'accept', refuse: 'refuse', pickup: 'request-pickup', ready: 'ready', complete: 'complete' };
const ORDER_ACTION_WEIGHTS = { accept: 5, refuse: 1.2, pickup: 1.5, ready: 5, complete: 5 };

/** Which steps get which disruption: spread over the run, never in its first or last steps. */
export function planDisruptions(rng, actions, profile = 'default') {
  const counts = profile === 'kitchen' ? kitchenDisruptionCounts(actions) : {
    offline: Math.max(1, Math.round(actions / 14)),
    kill: Math.max(2, Math.round(actions / 25)),
    tabKill: Math.max(1, Math.round(actions / 40)),
    wsCut: Math.max(2, Math.round(actions / 12)),
  };
  const free = [];
  for (let step = 3; step < Math.max(4, actions - 3); step += 1) free.push(step);
  const plan = new Map();
  for (const [kind, count] of Object.entries(counts)) {
    for (let i = 0; i < count && free.length > 0; i += 1) plan.set(free.splice(rng.int(0, free.length - 1), 1)[0], kind);
  }
  return plan;
}

function postpone(plan, step, kind) {
  let at = step;
  while (plan.has(at)) at += 1;
  plan.set(at, kind);
}

export async function runScenario({ seed, actions, proxy, server, device, account, log, profile = 'default', kitchen = null, kitchenOptions = {} }) {
  const rng = stream(seed, 'plan');
  const hands = stream(seed, 'hands');
  const taps = [];
  const placed = [];
  const happened = { stalls: 0, cuts: 0, hangs: 0, hangMs: 0, tickets: 0, kills: 0, killsMidSend: 0, tabKills: 0, tabKillsMidSend: 0, offlinePeriods: 0, offlineMs: 0, wsCuts: 0, ordersPlaced: 0, cancels: 0, pickupsAnswered: 0 };
  const plan = planDisruptions(rng, actions, profile);
  let outage = null;
  const pickupAskedAt = new Map();
  /** Order number -> id, as the server has them (the seeded orders too). */
  const orderIds = new Map();

  const record = (tab, kind, target, result) => {
    if (!result) return null;
    const tap = { n: taps.length + 1, tab: tab.name, kind, ...target, ...result, startedAt: result.startedAt ?? result.tappedAt, offline: device.offline };
    taps.push(tap);
    log(`  tap ${String(tap.n).padStart(3)}  ${tab.name}  ${kind}${tap.number ? ` #${tap.number}` : ''}${tap.title ? ` "${tap.title}"` : ''}${tap.offline ? '  (offline)' : ''}`);
    return tap;
  };

  /**
   * One tap in a random tab. `onlyWrites`: an order action (it always sends a request);
   * `statuses`: on a card in one of these statuses when the tab shows one.
   */
  async function tapOnce({ onlyWrites = false, statuses = null } = {}) {
    // The chef taps where they look: a hidden tab (the kitchen profile's leader) is not tapped.
    const visible = device.tabs.filter((tab) => !tab.hidden);
    if (visible.length === 0) return null;
    const tab = hands.pick(visible);
    await goToActive(tab.page).catch(() => {});
    const actionable = (await screenCards(tab.page).catch(() => [])).filter((card) => actionsOn(card).length > 0);
    const preferred = statuses ? actionable.filter((card) => statuses.includes(card.status)) : [];
    const cards = preferred.length > 0 ? preferred : actionable;
    const weights = onlyWrites ? { order: 1 } : { order: 8, markRead: 1.2, markAll: 0.5 };
    if (cards.length === 0) weights.order = 0;
    const kind = hands.weighted(weights);
    if (kind === 'order') {
      const card = hands.pick(cards);
      const action = hands.weighted(Object.fromEntries(actionsOn(card).map((name) => [name, ORDER_ACTION_WEIGHTS[name]])));
      const orderId = orderIds.get(card.number) ?? readServer(server.databaseFile, account.email).orders.find((o) => o.number === card.number)?.id;
      const path = orderId ? `/api/chef/orders/${orderId}/${ACTION_PATHS[action]}` : null;
      return record(tab, action, { orderId, number: card.number, path }, await tapOrderAction(tab.page, card.number, action, hands));
    }
    if (kind === 'markRead') {
      const result = await tapMarkRead(tab.page, hands);
      return record(tab, 'markRead', { title: result?.title }, result && { tappedAt: result.tappedAt });
    }
    if (kind === 'markAll') return record(tab, 'markAll', {}, await tapMarkAllRead(tab.page));
    return null;
  }

  /** The customers: keep a few orders active, cancel now and then, answer pickup requests. */
  async function customers() {
    const truth = readServer(server.databaseFile, account.email);
    for (const order of truth.orders) orderIds.set(order.number, order.id);
    const active = truth.orders.filter((order) => ACTIVE.includes(order.status));
    if (active.length < 3 || (active.length < 6 && rng.chance(0.15))) await placeOrder();
    for (const order of truth.orders.filter((o) => o.status === 'delivery_change_requested')) {
      const since = pickupAskedAt.get(order.id) ?? Date.now();
      pickupAskedAt.set(order.id, since);
      if (Date.now() - since > 1_500) {
        const { status } = await server.admin.answerPickup(order.id, 'accept');
        if (status === 200) happened.pickupsAnswered += 1;
        pickupAskedAt.delete(order.id);
      }
    }
    const cancellable = truth.orders.filter((order) => ['pending', 'accepted'].includes(order.status));
    if (cancellable.length > 0 && rng.chance(0.05)) await cancel(rng.pick(cancellable).id);
  }

  async function placeOrder() {
    const placedAt = Date.now();
    const { order } = await server.admin.placeOrder(account.email, rng.chance(0.25));
    const entry = { id: order.id, number: order.number, placedAt };
    placed.push(entry);
    orderIds.set(order.number, order.id);
    happened.ordersPlaced += 1;
    return entry;
  }

  /** The chef sends a ticket with a PDF (kitchen profile) from a visible tab. */
  async function ticket() {
    const tab = hands.pick(device.tabs.filter((candidate) => !candidate.hidden));
    if (!tab) return false;
    const title = `Invoice ${happened.tickets + 1} (seed ${seed})`;
    const result = await tapTicketWithPdf(tab.page, title, invoicePdf(kitchenOptions.pdfBytes ?? 1_500_000)).catch((error) => {
      log(`  (could not send a ticket: ${error.message.split('\n')[0]})`);
      return null;
    });
    if (!result) {
      await goToActive(tab.page).catch(() => {});
      return false;
    }
    happened.tickets += 1;
    record(tab, 'ticket', { title, size: result.size, path: '/api/chef/tickets' }, { tappedAt: result.tappedAt });
    return true;
  }

  async function cancel(id) {
    const { status } = await server.admin.cancelOrder(id);
    if (status === 200) happened.cancels += 1;
  }

  async function offline() {
    const length = rng.int(3_000, 8_000);
    const started = Date.now();
    log(`  -- offline for ${(length / 1000).toFixed(1)} s`);
    proxy.setOffline(true);
    await device.setOffline(true);
    happened.offlinePeriods += 1;
    let tap = null;
    for (let i = rng.int(1, 3); i > 0; i -= 1) tap = (await tapOnce()) ?? tap;
    // The customer cancels what the chef just tapped: the queued action will get a 409.
    if (tap?.orderId && rng.chance(0.5)) await cancel(tap.orderId);
    // A new order while the chef is offline: it must show once back, and a "mark all read"
    // tapped before it must not reach it.
    if (rng.chance(0.5)) await placeOrder();
    await sleep(Math.max(0, started + length - Date.now()));
    await device.setOffline(false);
    proxy.setOffline(false);
    happened.offlineMs += Date.now() - started;
    log('  -- back online');
  }

  /**
   * Arms the proxy, taps an order action and has the proxy hold that tap's own request (so the
   * tap is on the device for sure before a kill); resolves { hold, request }, request null when
   * the app did not send it within 8 s (then the tap has long been saved on the device).
   */
  async function tapAndHold(phase) {
    const hold = proxy.holdNextWrite(phase);
    const tap = await tapOnce({ onlyWrites: true });
    if (!tap?.orderId) {
      hold.release();
      return null;
    }
    hold.name(`/api/chef/orders/${tap.orderId}/${ACTION_PATHS[tap.kind]}`);
    const request = await Promise.race([hold.held, sleep(HOLD_WAIT_MS).then(() => null)]);
    return { hold, request };
  }

  async function kill() {
    const phase = rng.pick(['before', 'after']);
    const held = await tapAndHold(phase);
    if (!held) return false;
    const tabCount = Math.max(1, device.tabs.length);
    log(`  -- SIGKILL of the browser${held.request ? ` while ${held.request.path} is in flight (${phase === 'before' ? 'not yet at the server' : 'the server committed, its answer is held'})` : ' (no request was in flight)'}`);
    await device.killAndRestart(tabCount).finally(() => held.hold.release());
    happened.kills += 1;
    if (held.request) happened.killsMidSend += 1;
    log(`  -- browser started again on the same profile (${device.tabs.length} tabs)`);
    return true;
  }

  async function tabKill() {
    if (device.tabs.length < 2) return true; // one tab (--tabs 1): closing it is a kill
    const held = await tapAndHold('after');
    if (!held) return false;
    const sender = device.tabs.find((tab) => held.request?.key && tab.keys.has(held.request.key)) ?? hands.pick(device.tabs);
    log(`  -- closing tab ${sender.name}${held.request ? ` while ${held.request.path} is in flight` : ''}`);
    await device.closeTab(sender);
    held.hold.release();
    happened.tabKills += 1;
    if (held.request) happened.tabKillsMidSend += 1;
    await device.openTab();
    return true;
  }

  /**
   * The last scene, the same in every run: offline, "mark all read" and an order action queued;
   * the customer cancels that order (a 409 to come) and places a new one meanwhile; back online
   * into an outage of every pull for 6 s, so what the return and the refusal trigger fails once.
   */
  async function finale() {
    log('  -- finale: offline; taps queued; the customer cancels one and orders again; online into 6 s of failing pulls');
    const started = Date.now();
    proxy.setOffline(true);
    await device.setOffline(true);
    happened.offlinePeriods += 1;
    const tab = device.tabs[0];
    if (tab) record(tab, 'markAll', {}, await tapMarkAllRead(tab.page));
    const tap = await tapOnce({ onlyWrites: true, statuses: ['pending', 'accepted'] });
    if (tap?.orderId) await cancel(tap.orderId);
    await placeOrder();
    await sleep(1_500);
    proxy.failPullsFor(6_000);
    await device.setOffline(false);
    proxy.setOffline(false);
    happened.offlineMs += Date.now() - started;
    await sleep(6_000);
  }

  const FINALE_TAPS = 2;
  for (let attempt = 0; taps.length < actions - FINALE_TAPS && attempt < actions * 5; attempt += 1) {
    await customers();
    // The first planned disruption whose step has come (taps inside a disruption skip steps).
    const step = Math.min(...[...plan.keys()].filter((at) => at <= taps.length));
    const disruption = plan.get(step);
    if (disruption) {
      plan.delete(step);
      let done = true;
      if (profile === 'kitchen') {
        if (disruption === 'ticket') done = await ticket();
        else await playKitchenDisruption(disruption, { kitchen, rng, tapOnce, log, happened });
      } else if (disruption === 'offline') await offline();
      else if (disruption === 'kill') done = await kill();
      else if (disruption === 'tabKill') done = await tabKill();
      else {
        happened.wsCuts += proxy.cutWebsockets();
        log('  -- websockets cut');
      }
      if (!done) postpone(plan, taps.length + 1, disruption);
    } else {
      await tapOnce();
    }
    await device.collectSeen();
    await sleep(hands.int(100, 600));
  }
  if (profile === 'kitchen') {
    const visibleTab = device.tabs.find((tab) => !tab.hidden) ?? device.tabs[0];
    outage = await longOutage({ kitchen, device, visibleTab, placeOrder, tapOnce, outageMs: kitchenOptions.outageMs ?? 300_000, orders: kitchenOptions.ordersAfterOutage ?? 8, log });
  } else await finale();
  // A tap the finale could not make (no card offered an action) is made up for, online.
  for (let attempt = 0; taps.length < actions && attempt < 20; attempt += 1) await tapOnce();
  return { taps, placed, happened, outage };
}
