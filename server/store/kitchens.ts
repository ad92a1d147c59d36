// Kitchens as stored (one per chef, `kitchens`) and their JSON shape, the contract's `kitchen`.
// An approved chef always has one: the first read makes it from the chef's profile (closed, no
// preparation estimate yet) until the chef fills it in. Money is kept in cents. A pause of new
// orders is paused_at / paused_until (null: until the chef resumes) / pause_reason; one past its
// end reads as none (the kitchen watch clears it for real). resumed_at: when the kitchen last
// started taking orders again (the heartbeat counts silence from it too).
import { busyNow, type Kitchen, type KitchenClosure, type PauseReason, type WeeklySchedule } from '../../src/contract/index.ts';
import type { Db } from '../db/open.ts';
import type { ChefRow } from './chefs.ts';

export interface KitchenRow {
  id: number;
  chef_id: number;
  name: string;
  phone: string | null;
  description: string | null;
  logo_path: string | null;
  city_id: number | null;
  city: string | null;
  postal_code: string | null;
  main_street: string | null;
  building_details: string | null;
  opening_time: string | null;
  closing_time: string | null;
  preparation_time: number | null;
  delivery_option: Kitchen['delivery_option'];
  delivery_cost_cents: number | null;
  latitude: number | null;
  longitude: number | null;
  is_open: number;
  paused_at: string | null;
  paused_until: string | null;
  pause_reason: PauseReason | null;
  /** A pause for missed orders: how many in a row were not answered (MISSED_ORDERS_PAUSE then). */
  pause_missed_orders?: number | null;
  resumed_at: string | null;
  /** When open/closed or the pause last changed, by the tap that changed it (open-state.ts). */
  state_changed_at: string | null;
  /** Busy mode (server/kitchen/busy.ts): null columns when not busy. */
  busy_extra_minutes?: number | null;
  busy_since?: string | null;
  busy_until?: string | null;
  /** The week's hours as JSON (migration 16); null: never set, orders not limited by hours. */
  schedule?: string | null;
  created_at: string;
  updated_at: string;
}

export type KitchenFields = Partial<Omit<KitchenRow, 'id' | 'chef_id' | 'city' | 'created_at' | 'updated_at'>>;

const selectKitchen = 'SELECT kitchens.*, cities.name AS city FROM kitchens LEFT JOIN cities ON cities.id = kitchens.city_id';

export function findKitchen(db: Db, chefId: number): KitchenRow | undefined {
  return db.prepare(`${selectKitchen} WHERE kitchens.chef_id = ?`).get(chefId) as KitchenRow | undefined;
}

/** The chef's kitchen, made from the profile on the first read. */
export function kitchenOf(db: Db, chef: ChefRow, now: string): KitchenRow {
  const existing = findKitchen(db, chef.id);
  if (existing) return existing;
  insertKitchen(db, chef.id, { name: `${chef.first_name}'s kitchen`, phone: chef.phone, city_id: chef.city_id, postal_code: chef.zip_code, main_street: chef.main_street }, now);
  const made = findKitchen(db, chef.id);
  if (!made) throw new Error(`The kitchen of chef ${chef.id} was not stored.`);
  return made;
}

const columns = [
  'name',
  'phone',
  'description',
  'logo_path',
  'city_id',
  'postal_code',
  'main_street',
  'building_details',
  'opening_time',
  'closing_time',
  'preparation_time',
  'delivery_option',
  'delivery_cost_cents',
  'latitude',
  'longitude',
  'is_open',
  'paused_at',
  'paused_until',
  'pause_reason',
  'pause_missed_orders',
  'resumed_at',
  'state_changed_at',
  'schedule',
] as const satisfies readonly (keyof KitchenFields)[];

export function insertKitchen(db: Db, chefId: number, fields: KitchenFields & { name: string }, now: string): void {
  const given = columns.filter((column) => fields[column] !== undefined);
  const names = ['chef_id', ...given, 'created_at', 'updated_at'];
  db.prepare(`INSERT INTO kitchens (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`).run(chefId, ...given.map((column) => fields[column] ?? null), now, now);
}

/** Changes the given fields (and updated_at); answers whether the chef has a kitchen. */
export function updateKitchen(db: Db, chefId: number, fields: KitchenFields, now: string): boolean {
  const given = columns.filter((column) => fields[column] !== undefined);
  const sets = [...given.map((column) => `${column} = ?`), 'updated_at = ?'];
  return db.prepare(`UPDATE kitchens SET ${sets.join(', ')} WHERE chef_id = ?`).run(...given.map((column) => fields[column] ?? null), now, chefId).changes === 1;
}

const euros = (cents: number | null): number | null => (cents === null ? null : Math.round(cents) / 100);

/** The stored pause, or null when there is none or it has run out by `nowMs`. */
export function pauseOf(row: Pick<KitchenRow, 'paused_at' | 'paused_until' | 'pause_reason' | 'pause_missed_orders'>, nowMs: number): Kitchen['pause'] {
  if (row.paused_at === null || row.pause_reason === null) return null;
  if (row.paused_until !== null && Date.parse(row.paused_until) <= nowMs) return null;
  const missed = row.pause_reason === 'missed_orders' && row.pause_missed_orders ? { missed_orders: row.pause_missed_orders } : {};
  return { reason: row.pause_reason, since: row.paused_at, until: row.paused_until, ...missed };
}

/** The fields that end any pause. */
export const noPause = { paused_at: null, paused_until: null, pause_reason: null, pause_missed_orders: null } as const satisfies KitchenFields;

/** Busy mode in force at `nowMs`, or null (none, or past its end). */
export function busyOf(row: Pick<KitchenRow, 'busy_extra_minutes' | 'busy_since' | 'busy_until'>, nowMs: number): Kitchen['busy'] {
  const extra = row.busy_extra_minutes;
  if (!row.busy_since || (extra !== 10 && extra !== 20 && extra !== 30)) return null;
  return busyNow({ extra_minutes: extra, since: row.busy_since, until: row.busy_until ?? null }, nowMs);
}

/** The stored week, or null when never set (or unreadable: treated as never set). */
export function scheduleOf(row: Pick<KitchenRow, 'schedule'>): WeeklySchedule | null {
  if (!row.schedule) return null;
  try {
    return JSON.parse(row.schedule) as WeeklySchedule;
  } catch {
    return null;
  }
}

/** The kitchen as the API shows it; `closures` are the ones that have not ended
 * (server/kitchen/schedule.ts's kitchenResource reads them). */
export function toKitchen(row: KitchenRow, nowMs: number, closures: readonly KitchenClosure[] = []): Kitchen {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    description: row.description,
    logo_url: row.logo_path ? `/api/kitchen-logos/${row.logo_path}` : null,
    city_id: row.city_id,
    city: row.city,
    postal_code: row.postal_code,
    main_street: row.main_street,
    building_details: row.building_details,
    opening_time: row.opening_time,
    closing_time: row.closing_time,
    preparation_time: row.preparation_time,
    delivery_option: row.delivery_option,
    delivery_cost: euros(row.delivery_cost_cents),
    latitude: row.latitude,
    longitude: row.longitude,
    is_open: row.is_open === 1,
    pause: pauseOf(row, nowMs),
    busy: busyOf(row, nowMs),
    schedule: scheduleOf(row),
    closures: [...closures],
    updated_at: row.updated_at,
  };
}
