// Sign-in routes: login, register, Google login, verify-token, logout (design/api.md, Auth).
import type { Context, Hono } from 'hono';
import {
  googleLoginRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
} from '../../src/contract/index.ts';
import { currentChef, requireChef } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { ApiError, fieldError, success } from '../http/envelope.ts';
import { commit, type Answer } from '../http/idempotency.ts';
import { validate } from '../http/validate.ts';
import { verifyGoogleIdToken } from '../security/google.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { findChefByEmail, insertChef, toUser, type ChefRow } from '../store/chefs.ts';
import { issueToken, revokeToken } from '../store/tokens.ts';

export const wrongCredentials = 'These credentials do not match our records.';

function authAnswer(deps: Deps, chef: ChefRow, message: string, status: 200 | 201 = 200): Answer {
  const token = issueToken(deps.db, chef.id, deps.nowIso());
  return { status, body: success({ token, user: toUser(chef) }, message), tokenChefId: chef.id };
}

const clientIp = (c: Context<AppEnv>): string => c.env?.incoming?.socket?.remoteAddress ?? 'unknown';

export function registerAuthRoutes(api: Hono<AppEnv>, deps: Deps): void {
  api.post('/login', async (c) => {
    const input = validate(loginRequestSchema, c.get('body'));
    const limiterKey = `${input.email.toLowerCase()}|${clientIp(c)}`;
    const wait = deps.loginLimiter.retryAfter(limiterKey);
    if (wait > 0) {
      throw new ApiError(429, `Too many login attempts. Please try again in ${wait} seconds.`, undefined, {
        'Retry-After': String(wait),
      });
    }
    const chef = findChefByEmail(deps.db, input.email);
    const matches = await verifyPassword(input.password, chef?.password_hash ?? null);
    if (!chef || !matches) {
      deps.loginLimiter.fail(limiterKey);
      throw fieldError('email', wrongCredentials);
    }
    deps.loginLimiter.clear(limiterKey);
    return commit(c, deps, () => authAnswer(deps, chef, 'Login Successful !'));
  });

  api.post('/chef/auth/register', async (c) => {
    const input = validate(registerRequestSchema, c.get('body'));
    const passwordHash = await hashPassword(input.password);
    return commit(c, deps, () => {
      if (findChefByEmail(deps.db, input.email)) throw fieldError('email', 'The email has already been taken.');
      const chef = insertChef(
        deps.db,
        { first_name: input.first_name, last_name: input.last_name, email: input.email, password_hash: passwordHash, status: 'registered' },
        deps.nowIso(),
      );
      return authAnswer(deps, chef, 'Registered Successful !', 201);
    });
  });

  api.post('/chef/auth/login-by-google', async (c) => {
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
      return authAnswer(deps, chef, 'Login Successful !');
    });
  });

  api.get('/verify-token', requireChef, (c) =>
    c.json(success({ user: toUser(currentChef(c)), token: c.get('bearer') ?? '' })),
  );

  api.post('/chef/auth/logout', requireChef, (c) =>
    commit(c, deps, () => {
      const tokenId = c.get('tokenId');
      if (tokenId !== null) revokeToken(deps.db, tokenId, deps.nowIso());
      return { status: 200, body: success(null, 'Logged out successfully.') };
    }),
  );
}
