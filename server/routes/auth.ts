// Sign-in routes: login, register, Google login, verify-token, logout (design/api.md, Auth).
// Sign-in calls are rate-limited per client address, failed logins per account and per account +
// address (server/http/rate-limits.ts), except from a device the chef signed in on before
// (server/http/device-cookie.ts); logout revokes the token and drops its websockets, and
// forgets the push token of the device it comes from when the app sends it (`fcm_token`).
import type { Context, Hono } from 'hono';
import {
  googleLoginRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
} from '../../src/contract/index.ts';
import { currentChef, requireChef } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { fieldError, success } from '../http/envelope.ts';
import { commit, type Answer } from '../http/idempotency.ts';
import { clientAddress } from '../http/rate-limits.ts';
import { knownDevice, rememberDevice } from '../http/device-cookie.ts';
import { validate } from '../http/validate.ts';
import { deviceInfoOf } from '../devices/request-device.ts';
import { verifyGoogleIdToken } from '../security/google.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { findChefByEmail, insertChef, toUser, type ChefRow } from '../store/chefs.ts';
import { forgetFcmToken } from '../store/fcm-tokens.ts';
import { issueToken, revokeToken } from '../store/tokens.ts';

export const wrongCredentials = 'These credentials do not match our records.';

function authAnswer(c: Context, deps: Deps, chef: ChefRow, message: string, status: 200 | 201 = 200): Answer {
  const token = issueToken(deps.db, chef.id, deps.nowIso(), deviceInfoOf(c));
  return { status, body: success({ token, user: toUser(chef) }, message), tokenChefId: chef.id };
}

export function registerAuthRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const limits = deps.authLimits;

  api.post('/login', async (c) => {
    const address = clientAddress(c, deps.config.trustProxy);
    await limits.consume('signInPerIp', address);
    const input = validate(loginRequestSchema, c.get('body'));
    const account = input.email.toLowerCase();
    const chef = findChefByEmail(deps.db, input.email);
    // A device the chef signed in on before counts its own failures, and the account's count (which
    // anyone who knows the e-mail can fill from a few addresses) does not stop it.
    const device = chef ? await knownDevice(c, deps.config.fingerprintKey, chef.id) : null;
    const accountAndAddress = device ? `${account}|${device}` : `${account}|${address}`;
    // Each try reserves its failure point before the slow check (parallel guesses cannot all pass
    // a check made before any of them is counted), by account + address first, so one address's
    // burst stops there and cannot use up the account's own limit for everyone.
    await limits.consume('loginFailuresPerAccountAndIp', accountAndAddress);
    if (!device) {
      await limits.consume('loginFailuresPerAccount', account).catch(async (error: unknown) => {
        await limits.refund('loginFailuresPerAccountAndIp', accountAndAddress);
        throw error;
      });
    }
    const matches = await verifyPassword(input.password, chef?.password_hash ?? null);
    if (!chef || !matches) throw fieldError('email', wrongCredentials);
    await limits.clear('loginFailuresPerAccountAndIp', accountAndAddress);
    if (!device) await limits.refund('loginFailuresPerAccount', account);
    await rememberDevice(c, deps.config.fingerprintKey, chef.id, deps.config.production);
    return commit(c, deps, () => authAnswer(c, deps, chef, 'Login Successful !'));
  });

  api.post('/chef/auth/register', async (c) => {
    await limits.consume('signInPerIp', clientAddress(c, deps.config.trustProxy));
    const input = validate(registerRequestSchema, c.get('body'));
    const passwordHash = await hashPassword(input.password);
    return commit(c, deps, () => {
      if (findChefByEmail(deps.db, input.email)) throw fieldError('email', 'The email has already been taken.');
      const chef = insertChef(
        deps.db,
        { first_name: input.first_name, last_name: input.last_name, email: input.email, password_hash: passwordHash, status: 'registered' },
        deps.nowIso(),
      );
      return authAnswer(c, deps, chef, 'Registered Successful !', 201);
    });
  });

  api.post('/chef/auth/login-by-google', async (c) => {
    await limits.consume('signInPerIp', clientAddress(c, deps.config.trustProxy));
    const input = validate(googleLoginRequestSchema, c.get('body'));
    const clientId = deps.config.googleClientId;
    if (!clientId) {
      throw fieldError('token', 'Google sign-in is not available on this server: set GOOGLE_CLIENT_ID to enable it.');
    }
    const identity = await verifyGoogleIdToken(input.token, clientId).catch(() => null);
    if (!identity) throw fieldError('token', 'The Google sign-in could not be verified.');
    return commit(c, deps, () => {
      const chef =
        findChefByEmail(deps.db, identity.email) ??
        insertChef(deps.db, { ...identity, password_hash: null, status: 'registered' }, deps.nowIso());
      return authAnswer(c, deps, chef, 'Login Successful !');
    });
  });

  api.get('/verify-token', requireChef, (c) =>
    c.json(success({ user: toUser(currentChef(c)), token: c.get('bearer') ?? '' })),
  );

  api.post('/chef/auth/logout', requireChef, (c) =>
    commit(c, deps, () => {
      const tokenId = c.get('tokenId');
      if (tokenId !== null) deps.realtime.revokeTokens(revokeToken(deps.db, tokenId, deps.nowIso()));
      // This device's push token, so it gets no more pushes (optional: logout works without it).
      const { fcm_token } = c.get('body');
      if (typeof fcm_token === 'string' && fcm_token !== '') forgetFcmToken(deps.db, currentChef(c).id, fcm_token);
      return { status: 200, body: success(null, 'Logged out successfully.') };
    }),
  );
}
