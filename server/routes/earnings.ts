// GET /chef/earnings?from=YYYY-MM-DD&to=YYYY-MM-DD (docs/api.md, "Earnings"): the approved chef's
// earnings per kitchen day and week over at most EARNINGS_MAX_DAYS days; without a range, the last
// EARNINGS_SCREEN_DAYS days up to `to` (default today in the kitchen's zone). Read-only.
import type { Hono } from 'hono';
import { EARNINGS_SCREEN_DAYS, earningsRangeProblem } from '../../src/contract/index.ts';
import { addDays, isoDay, parseIsoDay, zoneDay } from '../../src/contract/kitchen-clock.ts';
import { currentChef, requireChef } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { fieldError, success } from '../http/envelope.ts';
import { chefEarnings } from '../store/earnings.ts';

export function registerEarningsRoutes(api: Hono<AppEnv>, deps: Deps): void {
  api.get('/chef/earnings', requireChef, (c) => {
    const today = zoneDay(deps.config.now());
    const to = c.req.query('to')?.trim() || isoDay(today);
    const from = c.req.query('from')?.trim() || isoDay(addDays(parseIsoDay(to) ?? today, 1 - EARNINGS_SCREEN_DAYS));
    const problem = earningsRangeProblem(from, to);
    if (problem) throw fieldError(problem.field, problem.message);
    return c.json(success(chefEarnings(deps.db, currentChef(c).id, from, to, deps.config.commissionBasisPoints, deps.nowIso())));
  });
}
