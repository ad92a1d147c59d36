// The chef's kitchen (design/api.md, Kitchen; docs/api.md, Kitchen): read and edit it (multipart
// with an optional logo), open/close it, pause new orders and resume them, and its analytics; the
// logos themselves are public files. Only an approved chef reaches /chef/kitchen* (build-app.ts's
// approved-only groups); every write is idempotent (commit()).
import type { Context, Hono } from 'hono';
import {
  englishMessage,
  everyDay,
  kitchenPauseEnd,
  kitchenPauseRequestSchema,
  kitchenToggleRequestSchema,
  kitchenUpdateRequestSchema,
  msg,
  pauseEnd,
  type KitchenUpdateRequest,
} from '../../src/contract/index.ts';
import { actionTimeSince } from '../http/action-time.ts';
import { currentChef } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import type { Db } from '../db/open.ts';
import { ApiError, ConflictError, failure, fieldError, success, validationError } from '../http/envelope.ts';
import { commit } from '../http/idempotency.ts';
import { validate } from '../http/validate.ts';
import { kitchenAnalytics } from '../kitchen/analytics.ts';
import { registerBusyRoutes } from '../kitchen/busy.ts';
import { checkLogo, logoResponse, removeLogo, writeLogo, type CheckedLogo } from '../kitchen/logo.ts';
import { isOlderThanLastChange, pauseKitchen, resumeKitchen, setKitchenOpen, storedKitchen } from '../kitchen/open-state.ts';
import { kitchenResource, registerScheduleRoutes, kitchenToday } from '../kitchen/schedule.ts';
import { closuresAheadOf } from '../store/kitchen-closures.ts';
import { kitchenOf, scheduleOf, updateKitchen, type KitchenFields, type KitchenRow } from '../store/kitchens.ts';

/** A queued open, close, pause or resume tapped before the kitchen's last change: not applied. */
const newerChangeKeptMessage = 'A newer change to your kitchen was kept.';

export const kitchenClosedMessage = 'The kitchen is closed: open it before pausing new orders.';
export const noOpeningTimeMessage = 'Set an opening time first: the kitchen has none to pause until.';

/** The edit's fields as stored (money in cents). Its one daily range becomes every day's week
 * when the kitchen has no week yet, or when it changed (an older build's edit of its hours); a
 * build that shows the week sends the stored range back unchanged and the week stays. */
const storedFields = (input: KitchenUpdateRequest, kitchen: KitchenRow): KitchenFields => {
  const rangeChanged = kitchen.opening_time !== null && (input.opening_time !== kitchen.opening_time || input.closing_time !== kitchen.closing_time);
  const week = scheduleOf(kitchen) === null || rangeChanged ? { schedule: JSON.stringify(everyDay({ from: input.opening_time, to: input.closing_time })) } : {};
  return { ...input, delivery_cost_cents: input.delivery_cost === null ? null : Math.round(input.delivery_cost * 100), ...week };
};

/** When "until opening" ends: the week's next opening, or (no week) the next opening_time
 * (the contract's kitchenPauseEnd, as the app's optimistic pause). */
function untilOpening(db: Db, kitchen: KitchenRow, tapAt: number): number | null {
  const closures = closuresAheadOf(db, kitchen.id, kitchenToday(tapAt - 86_400_000));
  return kitchenPauseEnd({ schedule: scheduleOf(kitchen), closures, opening_time: kitchen.opening_time }, 'until_opening', tapAt);
}

/** The edit's fields and logo, checked together: one 422 names every field that is wrong. */
async function checkedEdit(deps: Deps, body: Record<string, unknown>): Promise<{ input: KitchenUpdateRequest; logo: CheckedLogo | null }> {
  let logo: CheckedLogo | null = null;
  let logoErrors: Record<string, string[]> = {};
  try {
    logo = await checkLogo(body);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 422 && error.errors)) throw error;
    logoErrors = error.errors;
  }
  let input: KitchenUpdateRequest;
  try {
    // A missing city counts as not chosen (validate() fills only missing text fields).
    input = validate(kitchenUpdateRequestSchema, { city_id: '', ...body });
  } catch (error) {
    if (error instanceof ApiError && error.errors) throw validationError({ ...error.errors, ...logoErrors });
    throw error;
  }
  if (!deps.db.prepare('SELECT 1 FROM cities WHERE id = ?').get(input.city_id)) {
    throw validationError({ city_id: [englishMessage(msg('cityRequired'))], ...logoErrors });
  }
  if (Object.keys(logoErrors).length > 0) throw validationError(logoErrors);
  return { input, logo };
}

export function registerKitchenRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const now = () => deps.config.now();
  /** The signed-in chef's kitchen as the API shows it, read inside the change's transaction. */
  const answer = (chefId: number, message: string) => ({ status: 200 as const, body: success(kitchenResource(deps.db, storedKitchen(deps.db, chefId), now()), message) });
  const kitchenOfChef = (c: Context<AppEnv>) => kitchenOf(deps.db, currentChef(c), deps.nowIso());

  api.get('/chef/kitchen', (c) => c.json(success(kitchenResource(deps.db, kitchenOfChef(c), now()))));
  registerBusyRoutes(api, deps); // Busy mode
  registerScheduleRoutes(api, deps); // The week's hours and closures


  api.post('/chef/kitchen', async (c) => {
    const chef = currentChef(c);
    const { input, logo } = await checkedEdit(deps, c.get('body'));
    const dataDir = deps.config.dataDir;
    const newLogo = logo ? writeLogo(dataDir, logo) : null;
    const outcome = { applied: false, oldLogo: null as string | null };
    try {
      const response = commit(c, deps, () => {
        const at = deps.nowIso();
        outcome.oldLogo = kitchenOf(deps.db, chef, at).logo_path;
        const kitchen = kitchenOf(deps.db, chef, at);
        updateKitchen(deps.db, chef.id, { ...storedFields(input, kitchen), ...(newLogo ? { logo_path: newLogo } : {}) }, at);
        outcome.applied = true;
        return answer(chef.id, 'Kitchen updated.');
      });
      // The new logo replaced the old one; a request answered from the store wrote it for nothing.
      removeLogo(dataDir, outcome.applied ? (newLogo ? outcome.oldLogo : null) : newLogo);
      return response;
    } catch (error) {
      removeLogo(dataDir, newLogo);
      throw error;
    }
  });

  api.post('/chef/kitchen/toggle', (c) => {
    const chef = currentChef(c);
    const { is_open } = validate(kitchenToggleRequestSchema, c.get('body'));
    return commit(c, deps, () => {
      const at = deps.nowIso();
      const kitchen = kitchenOf(deps.db, chef, at);
      const tap = actionTimeSince(c, kitchen.created_at, at);
      if (isOlderThanLastChange(kitchen, tap.at)) return answer(chef.id, newerChangeKeptMessage);
      setKitchenOpen(deps.db, kitchen, is_open, at, tap.at);
      return answer(chef.id, is_open ? 'Your kitchen is open.' : 'Your kitchen is closed.');
    });
  });

  api.post('/chef/kitchen/pause', (c) => {
    const chef = currentChef(c);
    const { pause_for } = validate(kitchenPauseRequestSchema, c.get('body'));
    return commit(c, deps, () => {
      const at = deps.nowIso();
      const kitchen = kitchenOf(deps.db, chef, at);
      if (kitchen.is_open !== 1) throw new ConflictError(kitchenClosedMessage, kitchenResource(deps.db, kitchen, now()));
      const tap = actionTimeSince(c, kitchen.created_at, at);
      if (isOlderThanLastChange(kitchen, tap.at)) return answer(chef.id, newerChangeKeptMessage);
      const until = pause_for === 'until_opening' ? untilOpening(deps.db, kitchen, Date.parse(tap.at)) : pauseEnd(pause_for, Date.parse(tap.at), kitchen.opening_time);
      if (until === null) throw fieldError('pause_for', noOpeningTimeMessage);
      pauseKitchen(deps.db, chef.id, { reason: 'chef', since: tap.at, until: new Date(until).toISOString() }, at);
      return answer(chef.id, 'New orders are paused.');
    });
  });

  api.post('/chef/kitchen/resume', (c) => {
    const chef = currentChef(c);
    return commit(c, deps, () => {
      const at = deps.nowIso();
      const kitchen = kitchenOf(deps.db, chef, at);
      const tap = actionTimeSince(c, kitchen.created_at, at);
      if (isOlderThanLastChange(kitchen, tap.at)) return answer(chef.id, newerChangeKeptMessage);
      resumeKitchen(deps.db, kitchen, at, at, tap.at);
      return answer(chef.id, 'New orders are back on.');
    });
  });

  api.get('/chef/kitchen/analytics', (c) => c.json(success(kitchenAnalytics(deps.db, currentChef(c).id, now()))));

  api.get('/kitchen-logos/:name', async (c) => {
    const image = await logoResponse(deps.config.dataDir, c.req.param('name'));
    return image ?? c.json(failure('There is no such logo.'), 404);
  });
}
