// Bearer-token authentication: resolves the chef of a request (a live token: not revoked, not
// expired); requireChef answers 401; requireApproved answers 403 for a chef not (or no longer)
// approved, in the chef's words.
import type { Context, MiddlewareHandler } from 'hono';
import { findChefById, type ChefRow } from '../store/chefs.ts';
import { findLiveToken, wasSignedOutByDevice } from '../store/tokens.ts';
import { reportedInstalled } from '../devices/request-device.ts';
import { appDisplayHeader, signedOutDeviceMessage } from '../../src/contract/index.ts';
import type { AppEnv, Deps } from './context.ts';
import { ApiError, unauthenticated } from './envelope.ts';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  return token && token !== 'undefined' && token !== 'null' ? token : null;
}

/** Sets `chef`, `tokenId` and `bearer` when a live token is presented; never rejects. */
export function authenticate(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('chef', null);
    c.set('tokenId', null);
    c.set('bearer', null);
    c.set('signedOut', false);
    const token = bearerToken(c.req.header('Authorization'));
    const expiry = { lifetimeMs: deps.config.tokenLifetimeMs, idleMs: deps.config.tokenIdleMs };
    const row = token ? findLiveToken(deps.db, token, deps.nowIso(), expiry, reportedInstalled(c.req.header(appDisplayHeader))) : undefined;
    const chef = row ? findChefById(deps.db, row.chef_id) : undefined;
    if (row && chef) {
      c.set('chef', chef);
      c.set('tokenId', row.id);
      c.set('bearer', token);
    } else if (token && !row) {
      c.set('signedOut', wasSignedOutByDevice(deps.db, token));
    }
    return next();
  };
}

/** 401 "Unauthenticated." unless a chef signed in ("This device was signed out." for a token that
 * another device signed out). */
export const requireChef: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('chef')) throw notSignedIn(c);
  return next();
};

function notSignedIn(c: Context<AppEnv>): ApiError {
  return c.get('signedOut') ? new ApiError(401, signedOutDeviceMessage) : unauthenticated();
}

/** The signed-in chef of a request behind requireChef. */
export function currentChef(c: Context<AppEnv>): ChefRow {
  const chef = c.get('chef');
  if (!chef) throw notSignedIn(c);
  return chef;
}

/** Why a chef's status keeps them out of the kitchen, orders, menu and tickets (null: it does not). */
export function statusRefusal(status: ChefRow['status']): string | null {
  switch (status) {
    case 'approved':
    case 'active':
      return null;
    case 'suspended':
      return 'Your account is suspended. Please contact support.';
    case 'inactive':
      return 'Your account is inactive. Please contact support to activate it.';
    default:
      return 'Your account is not approved yet. Finish your onboarding and wait for approval.';
  }
}

/** 403 unless the signed-in chef is approved (behind requireChef). */
export const requireApproved: MiddlewareHandler<AppEnv> = async (c, next) => {
  const refusal = statusRefusal(currentChef(c).status);
  if (refusal) throw new ApiError(403, refusal);
  return next();
};
