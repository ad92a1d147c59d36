// Bearer-token authentication: resolves the chef of a request; requireChef answers 401.
import type { Context, MiddlewareHandler } from 'hono';
import { findChefById, type ChefRow } from '../store/chefs.ts';
import { findLiveToken } from '../store/tokens.ts';
import type { AppEnv, Deps } from './context.ts';
import { unauthenticated } from './envelope.ts';

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
    const token = bearerToken(c.req.header('Authorization'));
    const row = token ? findLiveToken(deps.db, token, deps.nowIso()) : undefined;
    const chef = row ? findChefById(deps.db, row.chef_id) : undefined;
    if (row && chef) {
      c.set('chef', chef);
      c.set('tokenId', row.id);
      c.set('bearer', token);
    }
    return next();
  };
}

/** 401 "Unauthenticated." unless a chef signed in. */
export const requireChef: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('chef')) throw unauthenticated();
  return next();
};

/** The signed-in chef of a request behind requireChef. */
export function currentChef(c: Context<AppEnv>): ChefRow {
  const chef = c.get('chef');
  if (!chef) throw unauthenticated();
  return chef;
}
