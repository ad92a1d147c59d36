// Profile and push-token routes: GET /chef/personal-info/profile, POST /chef/firebase/fcm-token, GET /cities.
import type { Hono } from 'hono';
import { fcmTokenRequestSchema } from '../../src/contract/index.ts';
import { currentChef, requireChef } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { fieldError, success } from '../http/envelope.ts';
import { commit } from '../http/idempotency.ts';
import { validate } from '../http/validate.ts';
import { toUser } from '../store/chefs.ts';
import { pushTokenProblem, saveFcmToken } from '../store/fcm-tokens.ts';

export function registerProfileRoutes(api: Hono<AppEnv>, deps: Deps): void {
  api.get('/chef/personal-info/profile', requireChef, (c) => c.json(success(toUser(currentChef(c)))));

  api.get('/cities', (c) => c.json(success(deps.db.prepare('SELECT id, name FROM cities ORDER BY name').all())));

  api.post('/chef/firebase/fcm-token', requireChef, async (c) => {
    const chef = currentChef(c);
    const { fcm_token } = validate(fcmTokenRequestSchema, c.get('body'));
    const problem = pushTokenProblem(fcm_token);
    if (problem) throw fieldError('fcm_token', problem);
    await deps.authLimits.consume('pushTokensPerChef', String(chef.id));
    return commit(c, deps, () => {
      saveFcmToken(deps.db, chef.id, fcm_token, deps.nowIso(), c.get('tokenId'));
      return { status: 200, body: success(null, 'Push token saved.') };
    });
  });
}
