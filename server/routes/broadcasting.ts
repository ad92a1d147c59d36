// POST /api/broadcasting/auth (and /broadcasting/auth): signs a chef's own private channel, and
// binds the socket to the token that asked (revoking the token drops the socket's channels).
import type { Hono } from 'hono';
import { channelAuthRequestSchema, chefChannelName } from '../../src/contract/index.ts';
import { currentChef, requireChef } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { ApiError } from '../http/envelope.ts';
import { validate } from '../http/validate.ts';
import { channelAuth } from '../realtime/signature.ts';

/** Registers the route on `app` at `path`; the answer is Pusher's `{ auth }`, not the envelope. */
export function registerBroadcastingRoutes(app: Hono<AppEnv>, path: string, deps: Deps): void {
  app.post(path, requireChef, (c) => {
    const chef = currentChef(c);
    const input = validate(channelAuthRequestSchema, c.get('body'));
    if (input.channel_name !== chefChannelName(chef.id)) {
      throw new ApiError(403, 'This channel belongs to another account.');
    }
    const tokenId = c.get('tokenId');
    if (tokenId !== null && !deps.realtime.bindToken(input.socket_id, tokenId)) {
      throw new ApiError(429, `Too many open connections for this sign-in (at most ${deps.config.maxConnectionsPerToken}). Close another tab and try again.`);
    }
    return c.json({ auth: channelAuth(deps.config.pusher, input.socket_id, input.channel_name) });
  });
}
