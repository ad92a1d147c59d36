// The kitchen's week and closures on the server (docs/api.md, "Kitchen schedule"):
// PUT /chef/kitchen/schedule (the whole week, last write wins), POST /chef/kitchen/closures (with
// the device's client_id, so a retry adds nothing), DELETE /chef/kitchen/closures/{ref} (id or
// client_id). Each
// answers the whole kitchen and tells the chef's other devices (a `kitchen_status` broadcast: open
// apps pull the kitchen). The same rules (src/contract/kitchen-schedule.ts) refuse an order while
// the kitchen is closed by its schedule or a closure (scheduleRefusal, POST /admin/orders and the
// customer simulator); a kitchen that never set a week is not limited by hours.
import type { Hono } from 'hono';
import {
  closureAddRequestSchema,
  isoDay,
  kitchenClock,
  kitchenHours,
  weekdayIndex,
  weeklyScheduleSchema,
  WEEKDAYS,
  zoneDay,
  type Kitchen,
  type WeeklySchedule,
} from '../../src/contract/index.ts';
import { currentChef } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { ApiError, failure, success } from '../http/envelope.ts';
import { commit } from '../http/idempotency.ts';
import { validate } from '../http/validate.ts';
import type { Db } from '../db/open.ts';
import { closureByClientId, closuresAheadOf, deleteClosure, insertClosure } from '../store/kitchen-closures.ts';
import { kitchenOf, scheduleOf, toKitchen, updateKitchen, type KitchenRow } from '../store/kitchens.ts';
import { storedKitchen } from './open-state.ts';

/** The kitchen's day ("YYYY-MM-DD", Europe/Vilnius) at an instant. */
export const kitchenToday = (nowMs: number): string => isoDay(zoneDay(nowMs));

/** The kitchen as the API shows it, with the closures that have not ended. */
export function kitchenResource(db: Db, row: KitchenRow, nowMs: number): Kitchen {
  return toKitchen(row, nowMs, closuresAheadOf(db, row.id, kitchenToday(nowMs)));
}

export type ScheduleRefusalCode = 'kitchen_closed_by_schedule' | 'kitchen_closure';
export interface ScheduleRefusal {
  code: ScheduleRefusalCode;
  message: string;
  /** When the kitchen opens next by its schedule (ISO), or null when no day ahead is open. */
  opens_at: string | null;
}

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "at 17:00" today, "tomorrow at 11:00", "on Tuesday 17:00", or "on 2026-12-21 at 11:00". */
function whenItOpens(opensAt: number, nowMs: number): string {
  const today = zoneDay(nowMs);
  const day = zoneDay(opensAt);
  const days = Math.round((Date.UTC(day.year, day.month - 1, day.day) - Date.UTC(today.year, today.month - 1, today.day)) / 86_400_000);
  const time = kitchenClock(opensAt);
  if (days === 0) return `at ${time}`;
  if (days === 1) return `tomorrow at ${time}`;
  if (days < 7) return `on ${dayNames[weekdayIndex(day)] ?? ''} at ${time}`;
  return `on ${isoDay(day)} at ${time}`;
}

/** Why the kitchen takes no order now by its week or a closure, or null when it may (open by its
 * schedule, or no schedule set). The open switch and the pause are checked elsewhere. */
export function scheduleRefusal(db: Db, row: KitchenRow, nowMs: number): ScheduleRefusal | null {
  const schedule = scheduleOf(row);
  if (!schedule) return null;
  const closures = closuresAheadOf(db, row.id, isoDay(zoneDay(nowMs - 86_400_000)));
  const hours = kitchenHours(schedule, closures, nowMs);
  if (hours.open) return null;
  const opens = hours.opensAt === null ? 'It has no opening hours ahead.' : `It opens ${whenItOpens(hours.opensAt, nowMs)}.`;
  const opens_at = hours.opensAt === null ? null : new Date(hours.opensAt).toISOString();
  if (hours.closure) return { code: 'kitchen_closure', message: `The kitchen is closed today (${hours.closure.reason}). ${opens}`, opens_at };
  return { code: 'kitchen_closed_by_schedule', message: `The kitchen is closed now by its opening hours. ${opens}`, opens_at };
}

/** 409 for an order the kitchen's hours refuse: the code, message and opening also at the top. */
export class ScheduleClosedError extends ApiError {
  readonly refusal: ScheduleRefusal;
  constructor(refusal: ScheduleRefusal) {
    super(409, refusal.message);
    this.refusal = refusal;
  }
  override get body() {
    return { ...failure(this.message), code: this.refusal.code, opens_at: this.refusal.opens_at, result: this.refusal };
  }
}

/** The range older builds read as the kitchen's hours: the first open weekday's first range
 * (Monday first); a week with no open day leaves them as they were. */
function legacyRange(schedule: WeeklySchedule): { opening_time: string; closing_time: string } | Record<string, never> {
  for (const day of WEEKDAYS) {
    const first = schedule[day][0];
    if (first) return { opening_time: first.from, closing_time: first.to };
  }
  return {};
}

export function registerScheduleRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const now = () => deps.config.now();
  const answer = (chefId: number, message: string) => ({ status: 200 as const, body: success(kitchenResource(deps.db, storedKitchen(deps.db, chefId), now()), message) });
  const tellDevices = (kitchen: KitchenRow, body: string) =>
    deps.broadcastToChef(kitchen.chef_id, { type: 'kitchen_status', title: 'Opening hours changed', body, action_url: '/kitchen/schedule', data: { kitchen_id: kitchen.id } });

  api.put('/chef/kitchen/schedule', (c) => {
    const chef = currentChef(c);
    const week = validate(weeklyScheduleSchema, c.get('body')) as WeeklySchedule;
    const stored = Object.fromEntries(WEEKDAYS.map((day) => [day, week[day].map((range) => ({ from: range.from, to: range.to }))])) as WeeklySchedule;
    return commit(c, deps, () => {
      const at = deps.nowIso();
      const kitchen = kitchenOf(deps.db, chef, at);
      updateKitchen(deps.db, chef.id, { schedule: JSON.stringify(stored), ...legacyRange(stored) }, at);
      tellDevices(kitchen, 'Your week’s opening hours were saved.');
      return answer(chef.id, 'Opening hours saved.');
    });
  });

  api.post('/chef/kitchen/closures', (c) => {
    const chef = currentChef(c);
    const input = validate(closureAddRequestSchema, c.get('body'));
    return commit(c, deps, () => {
      const at = deps.nowIso();
      const kitchen = kitchenOf(deps.db, chef, at);
      const clientId = input.client_id ? input.client_id.toLowerCase() : null;
      if (clientId && closureByClientId(deps.db, kitchen.id, clientId)) return answer(chef.id, 'The closure was already added.');
      insertClosure(deps.db, kitchen.id, { client_id: clientId, from: input.from, to: input.to, reason: input.reason }, at);
      updateKitchen(deps.db, chef.id, {}, at);
      tellDevices(kitchen, `Closed ${input.from} to ${input.to} (${input.reason}).`);
      return answer(chef.id, 'Closure added.');
    });
  });

  api.delete('/chef/kitchen/closures/:ref', (c) => {
    const chef = currentChef(c);
    // The closure's id, or the device's client_id for it (a closure added offline and removed
    // before the device learnt its id).
    const ref = c.req.param('ref');
    return commit(c, deps, () => {
      const at = deps.nowIso();
      const kitchen = kitchenOf(deps.db, chef, at);
      const id = /^\d{1,15}$/.test(ref) ? Number(ref) : (closureByClientId(deps.db, kitchen.id, ref.toLowerCase())?.id ?? 0);
      // Removing one that is gone already (a retry, another device) is done: the same answer.
      const removed = id > 0 && deleteClosure(deps.db, kitchen.id, id);
      if (!removed) return answer(chef.id, 'The closure was already removed.');
      updateKitchen(deps.db, chef.id, {}, at);
      tellDevices(kitchen, 'A closure was removed.');
      return answer(chef.id, 'Closure removed.');
    });
  });
}
