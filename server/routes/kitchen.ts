// The chef's kitchen (design/api.md, Kitchen): GET /chef/kitchen. Only an approved chef reaches it
// (build-app.ts's approved-only groups). Editing, open/closed and analytics come with the kitchen
// screens.
import type { Hono } from 'hono';
import { currentChef } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { success } from '../http/envelope.ts';
import { kitchenOf, toKitchen } from '../store/kitchens.ts';

export function registerKitchenRoutes(api: Hono<AppEnv>, deps: Deps): void {
  api.get('/chef/kitchen', (c) => c.json(success(toKitchen(kitchenOf(deps.db, currentChef(c), deps.nowIso())))));
}
