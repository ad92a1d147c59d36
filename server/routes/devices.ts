// Signed-in devices (docs/api.md, "Signed-in devices"): GET /chef/devices lists the chef's live
// sign-ins; PUT /chef/devices/{id} chooses whether one rings for new orders; DELETE
// /chef/devices/{id} signs one out: its token is revoked (every later request with it answers
// 401 "This device was signed out.", so the app forgets the chef's data there), its realtime sockets are closed and its push tokens forgotten. Signing out a device that
// has already gone (it logged out, or another device signed it out) answers 200 again, so a
// queued sign-out sent twice is harmless; another chef's device, or none, is 404.
import type { Hono } from 'hono';
import { deviceUpdateRequestSchema } from '../../src/contract/index.ts';
import { currentChef, requireChef } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { ApiError, success } from '../http/envelope.ts';
import { commit } from '../http/idempotency.ts';
import { validate } from '../http/validate.ts';
import { deviceOf, devicesOf, forgetPushOfDevice, setRingsForOrders } from '../store/devices.ts';
import { signOutDeviceToken } from '../store/tokens.ts';

const noSuchDevice = 'Device not found.';

function deviceIdOf(raw: string): number {
  if (!/^\d{1,12}$/.test(raw)) throw new ApiError(404, noSuchDevice);
  return Number(raw);
}

export function registerDeviceRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const expiry = () => ({ lifetimeMs: deps.config.tokenLifetimeMs, idleMs: deps.config.tokenIdleMs });
  const ownToken = (chefId: number, id: number) =>
    deps.db.prepare('SELECT revoked_at FROM tokens WHERE id = ? AND chef_id = ?').get(id, chefId) as { revoked_at: string | null } | undefined;

  api.get('/chef/devices', requireChef, (c) =>
    c.json(success(devicesOf(deps.db, currentChef(c).id, c.get('tokenId'), deps.nowIso(), expiry()))),
  );

  api.put('/chef/devices/:id', requireChef, (c) => {
    const chef = currentChef(c);
    const id = deviceIdOf(c.req.param('id'));
    const input = validate(deviceUpdateRequestSchema, c.get('body'));
    return commit(c, deps, () => {
      if (!deviceOf(deps.db, chef.id, id, null, deps.nowIso(), expiry())) throw new ApiError(404, noSuchDevice);
      setRingsForOrders(deps.db, id, input.rings_for_orders);
      const device = deviceOf(deps.db, chef.id, id, c.get('tokenId'), deps.nowIso(), expiry());
      return { status: 200, body: success(device, 'Device updated.') };
    });
  });

  api.delete('/chef/devices/:id', requireChef, (c) => {
    const chef = currentChef(c);
    const id = deviceIdOf(c.req.param('id'));
    return commit(c, deps, () => {
      if (!ownToken(chef.id, id)) throw new ApiError(404, noSuchDevice);
      const revoked = signOutDeviceToken(deps.db, id, deps.nowIso());
      forgetPushOfDevice(deps.db, id);
      deps.realtime.closeTokens(revoked);
      return { status: 200, body: success(null, 'The device was signed out.') };
    });
  });
}
