// The kitchen's writes as outbox operations (entity `kitchen`, so they reach the server in the order
// the chef made them): the edit (fields and an optional logo, sent as multipart), open/closed,
// pause / resume of new orders, busy mode, and the week's hours and closures. Each shows on the device at once; the server's answer (the kitchen
// as it stands) is stored with the chef's later unsent kitchen actions on top.
import * as v from 'valibot';
import { kitchenPauseEnd, kitchenSchema, type Kitchen } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import type { OutboxOperation } from '@/db/outbox-entry';
import { onServerClock } from '@/lib/server-clock';
import { applyBusyAction } from './busy-effect';
import { applyScheduleAction } from './schedule-effect';
import { atKnownVersion } from '../engine/operation-version-table';
import type { OperationSpec } from '../engine/operation-spec';
import { reapply } from '../engine/reapply';

type Op<K extends OutboxOperation['kind']> = Extract<OutboxOperation, { kind: K }>;
export type KitchenOperation = Op<'updateKitchen' | 'setKitchenOpen' | 'pauseKitchen' | 'resumeKitchen' | 'setKitchenBusy' | 'endKitchenBusy' | 'saveSchedule' | 'addClosure' | 'removeClosure'>;

export const KITCHEN_ENTITY = 'kitchen';

/** What an unsent kitchen action does to the kitchen (pure; the optimistic effect and the re-apply
 * on top of the server's answer). `cityName` names the chosen city (the server answers it). */
export function applyKitchenAction(kitchen: Kitchen, op: KitchenOperation, actionAt: string, cityName?: string | null): Kitchen {
  switch (op.kind) {
    case 'updateKitchen': {
      const { kitchen: fields } = op;
      return {
        ...kitchen,
        ...fields,
        description: fields.description || null,
        building_details: fields.building_details || null,
        city: cityName === undefined ? kitchen.city : cityName,
      };
    }
    case 'setKitchenOpen':
      return { ...kitchen, is_open: op.isOpen, pause: null };
    case 'pauseKitchen': {
      // On the server's clock, as the server's answer will be (the phone's may be off).
      const tappedAt = onServerClock(Date.parse(actionAt));
      const until = kitchenPauseEnd(kitchen, op.pauseFor, tappedAt);
      return { ...kitchen, pause: { reason: 'chef', since: new Date(tappedAt).toISOString(), until: until === null ? null : new Date(until).toISOString() } };
    }
    case 'resumeKitchen':
      return { ...kitchen, pause: null };
    case 'setKitchenBusy':
    case 'endKitchenBusy':
      return applyBusyAction(kitchen, op, actionAt);
    case 'saveSchedule':
    case 'addClosure':
    case 'removeClosure':
      return applyScheduleAction(kitchen, op, actionAt);
  }
}

const kitchenKinds: ReadonlySet<OutboxOperation['kind']> = new Set<KitchenOperation['kind']>([
  'updateKitchen',
  'setKitchenOpen',
  'pauseKitchen',
  'resumeKitchen',
  'setKitchenBusy',
  'endKitchenBusy',
  'saveSchedule',
  'addClosure',
  'removeClosure',
]);
const isKitchenOperation = (op: OutboxOperation): op is KitchenOperation => kitchenKinds.has(op.kind);

async function cityNameOf(db: ChefDb, cityId: number): Promise<string | null> {
  return (await db.cities.get(cityId))?.name ?? null;
}

/** The server's kitchen with the chef's later unsent kitchen actions on top. False when the answer
 * is not a kitchen. */
async function storeServerKitchen(db: ChefDb, result: unknown): Promise<boolean> {
  const parsed = v.safeParse(kitchenSchema, result);
  if (!parsed.success) return false;
  let kitchen = parsed.output;
  const later = await db.outbox.where('entity').equals(KITCHEN_ENTITY).sortBy('seq');
  for (const entry of later) {
    const op = entry.operation;
    if (!atKnownVersion(entry) || !isKitchenOperation(op)) continue;
    await reapply(entry, async () => {
      const cityName = op.kind === 'updateKitchen' ? await cityNameOf(db, op.kitchen.city_id) : undefined;
      kitchen = applyKitchenAction(kitchen, op, entry.actionAt, cityName);
    });
  }
  await db.kitchen.clear();
  await db.kitchen.put(kitchen);
  return true;
}

/** The multipart body of an edit: every field as text, the logo as a file when there is one. */
function kitchenForm(op: Op<'updateKitchen'>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(op.kitchen)) form.append(name, value === null ? '' : String(value));
  if (op.logo) form.append('logo', op.logo, op.logoName ?? 'logo');
  return form;
}

function kitchenOperation<K extends KitchenOperation['kind']>(
  kind: K,
  request: OperationSpec<Op<K>>['request'],
): OperationSpec<Op<K>> {
  return {
    entity: () => KITCHEN_ENTITY,
    request,
    tables: (db) => [db.kitchen, db.cities],
    apply: async (db, op, actionAt) => {
      const kitchen = await db.kitchen.toCollection().first();
      if (!kitchen) return;
      const action: KitchenOperation = op;
      const cityName = action.kind === 'updateKitchen' ? await cityNameOf(db, action.kitchen.city_id) : undefined;
      await db.kitchen.put(applyKitchenAction(kitchen, action, actionAt, cityName));
    },
    accepted: storeServerKitchen,
    refused: storeServerKitchen,
    collection: 'kitchen',
    label: `operation.${kind}`,
  };
}

export const kitchenOperations = {
  updateKitchen: kitchenOperation('updateKitchen', (op) => ({ method: 'POST', path: 'chef/kitchen', body: kitchenForm(op) })),
  setKitchenOpen: kitchenOperation('setKitchenOpen', (op) => ({ method: 'POST', path: 'chef/kitchen/toggle', json: { is_open: op.isOpen } })),
  pauseKitchen: kitchenOperation('pauseKitchen', (op) => ({ method: 'POST', path: 'chef/kitchen/pause', json: { pause_for: op.pauseFor } })),
  resumeKitchen: kitchenOperation('resumeKitchen', () => ({ method: 'POST', path: 'chef/kitchen/resume' })),
  setKitchenBusy: kitchenOperation('setKitchenBusy', (op) => ({ method: 'POST', path: 'chef/kitchen/busy', json: { extra_minutes: op.extraMinutes, busy_for: op.busyFor } })),
  endKitchenBusy: kitchenOperation('endKitchenBusy', () => ({ method: 'POST', path: 'chef/kitchen/busy/end' })),
  saveSchedule: kitchenOperation('saveSchedule', (op) => ({ method: 'PUT', path: 'chef/kitchen/schedule', json: op.schedule })),
  addClosure: kitchenOperation('addClosure', (op) => ({ method: 'POST', path: 'chef/kitchen/closures', json: op.closure })),
  removeClosure: kitchenOperation('removeClosure', (op) => ({ method: 'DELETE', path: `chef/kitchen/closures/${encodeURIComponent(op.ref)}` })),
};
