// Admin view of the push log (used by `npm run admin -- push-log EMAIL`): the chef's latest pushes,
// one per device, with the FCM message and its outcome (server/push).
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, Deps } from '../http/context.ts';
import { ApiError, success } from '../http/envelope.ts';
import { validate } from '../http/validate.ts';
import { findChefByEmail } from '../store/chefs.ts';
import { fcmTokensOf } from '../store/fcm-tokens.ts';
import { latestPushes } from '../store/push-log.ts';

const querySchema = v.object({
  email: v.pipe(v.string('An email is required.'), v.trim(), v.nonEmpty('An email is required.'), v.email('Invalid email format.')),
  limit: v.optional(v.pipe(v.string(), v.transform(Number), v.integer('The limit must be a whole number.'), v.minValue(1), v.maxValue(500)), '20'),
});

export function registerAdminPushRoutes(admin: Hono<AppEnv>, deps: Deps): void {
  admin.get('/push-log', (c) => {
    const { email, limit } = validate(querySchema, { email: c.req.query('email'), limit: c.req.query('limit') });
    const chef = findChefByEmail(deps.db, email);
    if (!chef) throw new ApiError(404, `No chef has the email ${email}.`);
    const mode = deps.config.firebaseServiceAccount ? 'fcm' : 'log';
    return c.json(success({ mode, devices: fcmTokensOf(deps.db, chef.id), pushes: latestPushes(deps.db, chef.id, Number(limit)) }));
  });
}
