// What must hold in every simulated run (docs/sync.md, "Simulation"), read from what the chef sees
// (the device's tables: the queue, "Not saved", stuck entries, the orders and the kitchen) and what
// the model server stored. `during` runs after every step and every few simulated seconds; `after`
// once the network has been healthy for the settle period. The invariants the network itself sees
// (one key in flight at a time, one tab sending, Retry-After, no busy loop) are in world.ts.
import type { KitchenRow, OrderRow } from '@/db/rows';
import type { OutboxEntry } from '@/db/outbox-entry';
import type { World } from './world';

const MINUTE = 60_000;
/** Failures that are not the API's own answers may not make an action "stuck" this early. */
export const STUCK_FLOOR_MS = 10 * MINUTE;
/** How long a new order may take to reach the device once a connection exists: with no realtime
 * socket in the simulated tabs, the leader pulls every minute (SyncTimings.pollMs), a hidden
 * leader's interval can run a minute late, and a pull that failed just before is asked again. */
export const NEW_ORDER_BOUND_MS = 3 * MINUTE;
/** How far the server's reading of a tap's time may be from the truth. */
const TAP_TIME_TOLERANCE_MS = 60_000;

export async function during(world: World): Promise<void> {
  for (const [key, count] of world.server.applied)
    if (count > 1) world.violate('applied at most once', `${labelOf(world, key)} applied ${count} times on the server`);
  const { entries, notSaved, orders } = await world.read(async (db) => ({ entries: await db.outbox.toArray(), notSaved: await db.notSaved.toArray(), orders: await db.orders.toArray() }));
  const connected = world.connectedSince();
  if (connected !== null)
    for (const [id, placedAt] of world.placed) {
      const since = world.trueNow() - Math.max(placedAt, connected);
      if (world.server.orders.get(id)?.status === 'pending' && since > NEW_ORDER_BOUND_MS && !orders.some((order) => order.id === id))
        world.violate('every new order on screen within a bound', `order ${id} is not on the device ${Math.round(since / 1000)} s after it was placed with a connection up`);
    }
  for (const entry of entries) {
    if (typeof entry.stuckAt !== 'number') continue;
    const tap = world.taps.find((t) => t.key === entry.id);
    if (world.server.refused.has(entry.id)) continue; // the API's own answer (never temporary here)
    if (tap && world.trueNow() - tap.trueAt < STUCK_FLOOR_MS)
      world.violate('nothing stuck by what is not the API', `${tap.label} stuck ${Math.round((world.trueNow() - tap.trueAt) / 1000)} s after the tap ("${entry.lastError ?? ''}"), though the API never refused it`);
  }
  for (const row of notSaved) if (!row.reason.trim()) world.violate('a reason the chef can read', `${labelOf(world, row.id)} is "Not saved" without a reason`);
}

export async function after(world: World, leftTimers: Map<string, number> | null): Promise<void> {
  await during(world);
  const { entries, notSaved, orders, kitchen } = await world.read(async (db) => ({
    entries: await db.outbox.toArray(),
    notSaved: await db.notSaved.toArray(),
    orders: await db.orders.toArray(),
    kitchen: await db.kitchen.toCollection().first(),
  }));
  // An entry of a kind this build does not know is left to a newer build, with what follows it on
  // its entity (until it becomes stuck, after days): those may still wait.
  const leftToNewer = entries.filter((entry) => world.taps.some((tap) => tap.key === entry.id && tap.foreign === 'newer-kind'));
  const behindNewer = (key: string) => {
    const entry = entries.find((e) => e.id === key);
    return entry !== undefined && leftToNewer.some((newer) => newer.entity === entry.entity && (newer.seq ?? 0) < (entry.seq ?? 0));
  };
  for (const tap of world.taps) {
    if (tap.foreign === 'newer-kind' || behindNewer(tap.key)) continue;
    const applied = world.server.applied.get(tap.key) ?? 0;
    const refusedShown = notSaved.find((row) => row.id === tap.key);
    const waiting = entries.find((entry) => entry.id === tap.key);
    if (applied > 0 || refusedShown) continue;
    if (waiting && typeof waiting.stuckAt === 'number' && waiting.lastError) continue; // stuck, with its reason
    if (waiting)
      world.violate('no action left unsent', `${tap.label} (${tap.key.slice(0, 8)}, tab ${tap.tab}) still waits after the settle period: attempts ${waiting.attempts}, claimed by ${waiting.claimedBy ?? 'nobody'}, last error "${waiting.lastError ?? ''}"`);
    else world.violate('no action lost', `${tap.label} (${tap.key.slice(0, 8)}, tab ${tap.tab}) is gone from the device, never applied on the server, and not in "Not saved"`);
  }
  // The device shows what the server has (entities with an entry still waiting excepted).
  for (const difference of differences(world, entries, orders, kitchen)) world.violate('device equals server', difference);
  for (const tap of world.taps) {
    const reading = world.server.tapReadings.get(tap.key);
    if (reading !== undefined && Math.abs(reading - tap.trueAt) > TAP_TIME_TOLERANCE_MS)
      world.violate('the server reads the tap time right', `${tap.label}: the server reckons it was tapped ${Math.round((tap.trueAt - reading) / 1000)} s earlier than it was`);
  }
  if (leftTimers && leftTimers.size > 0)
    world.violate('no timer leaked', [...leftTimers].map(([tab, n]) => `tab ${tab} still holds ${n} timer(s) after it stopped`).join('; '));
}

type DeviceView = { entries: OutboxEntry[]; orders: OrderRow[]; kitchen: KitchenRow | undefined };

/** Where the device shows something other than what the server has (an entity with an entry still
 * waiting aside). */
function differences(world: World, entries: DeviceView['entries'], orders: DeviceView['orders'], kitchen: DeviceView['kitchen']): string[] {
  const found: string[] = [];
  const waitingOn = new Set(entries.map((entry) => entry.entity));
  for (const order of world.server.orders.values()) {
    if (waitingOn.has(`order:${order.id}`) || !['pending', 'accepted'].includes(order.status)) continue;
    const mine = orders.find((row) => row.id === order.id);
    if (!mine || mine.status !== order.status) found.push(`order ${order.id} is ${order.status} on the server, ${mine ? mine.status : 'missing'} on the device`);
  }
  const theirs = world.server.kitchen;
  if (!waitingOn.has('kitchen') && (!kitchen || kitchen.is_open !== theirs.is_open || (kitchen.pause === null) !== (theirs.pause === null) || kitchen.name !== theirs.name))
    found.push(`the kitchen is ${describeKitchen(theirs)} on the server, ${kitchen ? describeKitchen(kitchen) : 'missing'} on the device`);
  return found;
}

/** Nothing left to happen: no action waits, nothing is in flight, and the device shows what the
 * server has. The settle period ends early then (nothing can be sent again from an empty queue). */
export async function quiet(world: World): Promise<boolean> {
  if (world.flights.length > 0) return false;
  const view = await world.read(async (db) => ({ entries: await db.outbox.toArray(), orders: await db.orders.toArray(), kitchen: await db.kitchen.toCollection().first() }));
  return view.entries.length === 0 && differences(world, view.entries, view.orders, view.kitchen).length === 0;
}

const describeKitchen = (k: { is_open: boolean; pause: unknown; name: string }) => `${k.is_open ? 'open' : 'closed'}${k.pause ? ', paused' : ''}, "${k.name}"`;
const labelOf = (world: World, key: string) => world.taps.find((tap) => tap.key === key)?.label ?? key.slice(0, 8);
