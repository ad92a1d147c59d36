// Busy mode on the server (docs/api.md, "Busy mode"): POST /chef/kitchen/busy
// { extra_minutes: 10|20|30, busy_for: 30_min|1_hour|until_off } starts it from the chef's tap
// (X-Action-At, clamped as every action), POST /chef/kitchen/busy/end ends it. It ends by itself:
// one past its `until` reads as null (src/contract/kitchen-busy.ts). A busy start arriving after
// its own end (an offline tap sent late) is stored and reads as over; an end tapped before the
// busy mode in force started leaves that one alone (a newer change is kept).
import type { Hono } from 'hono';
import { busyEnd, kitchenBusyRequestSchema, type KitchenBusy } from '../../src/contract/index.ts';
import { actionTimeSince } from '../http/action-time.ts';
import { currentChef } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { success } from '../http/envelope.ts';
import { commit } from '../http/idempotency.ts';
import { validate } from '../http/validate.ts';
import type { Db } from '../db/open.ts';
import { kitchenOf } from '../store/kitchens.ts';
import { kitchenResource } from './schedule.ts';
import { storedKitchen } from './open-state.ts';

function storeBusy(db: Db, chefId: number, busy: KitchenBusy | null, now: string): void {
  db.prepare('UPDATE kitchens SET busy_extra_minutes = ?, busy_since = ?, busy_until = ?, updated_at = ? WHERE chef_id = ?').run(
    busy?.extra_minutes ?? null,
    busy?.since ?? null,
    busy?.until ?? null,
    now,
    chefId,
  );
}

export function registerBusyRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const answer = (chefId: number, message: string) => ({
    status: 200 as const,
    body: success(kitchenResource(deps.db, storedKitchen(deps.db, chefId), deps.config.now()), message),
  });

  api.post('/chef/kitchen/busy', (c) => {
    const chef = currentChef(c);
    const { extra_minutes, busy_for } = validate(kitchenBusyRequestSchema, c.get('body'));
    return commit(c, deps, () => {
      const at = deps.nowIso();
      const kitchen = kitchenOf(deps.db, chef, at);
      const tap = actionTimeSince(c, kitchen.created_at, at);
      if (kitchen.busy_since && Date.parse(tap.at) < Date.parse(kitchen.busy_since)) return answer(chef.id, 'A newer busy mode was kept.');
      const until = busyEnd(busy_for, Date.parse(tap.at));
      storeBusy(deps.db, chef.id, { extra_minutes, since: tap.at, until: until === null ? null : new Date(until).toISOString() }, at);
      return answer(chef.id, `Busy: new orders take ${extra_minutes} min longer.`);
    });
  });

  api.post('/chef/kitchen/busy/end', (c) => {
    const chef = currentChef(c);
    return commit(c, deps, () => {
      const at = deps.nowIso();
      const kitchen = kitchenOf(deps.db, chef, at);
      const tap = actionTimeSince(c, kitchen.created_at, at);
      if (kitchen.busy_since && Date.parse(tap.at) < Date.parse(kitchen.busy_since)) return answer(chef.id, 'A newer busy mode was kept.');
      storeBusy(deps.db, chef.id, null, at);
      return answer(chef.id, 'Busy mode is off.');
    });
  });
}
