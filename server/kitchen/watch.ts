// The kitchen watch: a sweep every half second (on the injected clock) that
//  - ends pauses whose paused_until has passed (auto-resume) and tells the chef, and
//  - pauses an open, unpaused kitchen whose chef has had no live realtime connection on any device
//    for config.kitchenHeartbeatMinutes (the heartbeat; reason `offline`, until the chef resumes),
//    counted from the last connection's end, the server's start, the kitchen's last resume or the
//    last time the realtime server turned a socket away for lack of room (it may have been this
//    chef's: ./connections.ts), whichever is latest, and tells the chef.
// Each notification goes out as `kitchen_status` through broadcastToChef, so open apps pull the
// kitchen and a device that was offline catches up from its notifications.
import { kitchenClock } from '../../src/contract/index.ts';
import type { Deps } from '../http/context.ts';
import { statusRefusal } from '../http/auth.ts';
import type { ChefRow } from '../store/chefs.ts';
import type { KitchenRow } from '../store/kitchens.ts';
import type { ChefConnections } from './connections.ts';
import { pauseKitchen, resumeKitchen } from './open-state.ts';

export type WatchDeps = Pick<Deps, 'db' | 'config' | 'broadcastToChef' | 'nowIso'>;

export interface KitchenWatch {
  /** One round now (the timer calls it; tests may too). */
  sweep(): void;
  stop(): void;
}

export const sweepIntervalMs = 500;
export const offlinePauseTitle = 'Kitchen paused';
export const offlinePauseBody = (at: number): string => `We paused your kitchen at ${kitchenClock(at)}: this device was offline. Resume?`;
export const resumedTitle = 'New orders are back on';
export const resumedBody = (at: number): string => `Your pause ended at ${kitchenClock(at)}: customers can order again.`;

export function startKitchenWatch(deps: WatchDeps, connections: ChefConnections): KitchenWatch {
  const { db } = deps;
  const ranOut = db.prepare('SELECT * FROM kitchens WHERE paused_until IS NOT NULL AND paused_until <= ?');
  const takingOrders = db.prepare(
    'SELECT kitchens.*, chefs.status AS chef_status FROM kitchens JOIN chefs ON chefs.id = kitchens.chef_id WHERE kitchens.is_open = 1 AND kitchens.paused_at IS NULL',
  );

  function endPausesThatRanOut(now: number): void {
    for (const kitchen of ranOut.all(new Date(now).toISOString()) as KitchenRow[]) {
      db.transaction(() => {
        const until = kitchen.paused_until ?? deps.nowIso();
        if (!resumeKitchen(db, kitchen, until, deps.nowIso())) return;
        deps.broadcastToChef(kitchen.chef_id, {
          type: 'kitchen_status',
          title: resumedTitle,
          body: resumedBody(Date.parse(until)),
          action_url: '/kitchen',
          data: { kitchen_id: kitchen.id },
        });
      })();
    }
  }

  function pauseSilentKitchens(now: number): void {
    const { kitchenHeartbeatMinutes, kitchenHeartbeatMinutesByChef } = deps.config;
    if (!(kitchenHeartbeatMinutes > 0) && kitchenHeartbeatMinutesByChef.size === 0) return;
    for (const kitchen of takingOrders.all() as (KitchenRow & { chef_status: ChefRow['status'] })[]) {
      const minutes = kitchenHeartbeatMinutesByChef.get(kitchen.chef_id) ?? kitchenHeartbeatMinutes;
      if (!(minutes > 0)) continue;
      if (statusRefusal(kitchen.chef_status) !== null || connections.isLive(kitchen.chef_id)) continue;
      const silentSince = Math.max(connections.silentSince(kitchen.chef_id), kitchen.resumed_at ? Date.parse(kitchen.resumed_at) : 0);
      if (now - silentSince < minutes * 60_000) continue;
      const at = new Date(now).toISOString();
      db.transaction(() => {
        pauseKitchen(db, kitchen.chef_id, { reason: 'offline', since: at, until: null }, at);
        deps.broadcastToChef(kitchen.chef_id, {
          type: 'kitchen_status',
          title: offlinePauseTitle,
          body: offlinePauseBody(now),
          action_url: '/kitchen',
          data: { kitchen_id: kitchen.id },
        });
      })();
      deps.config.log(`[kitchen] paused kitchen ${kitchen.id} of chef ${kitchen.chef_id}: no live connection for ${minutes} min`);
    }
  }

  const sweep = () => {
    try {
      const now = deps.config.now();
      endPausesThatRanOut(now);
      pauseSilentKitchens(now);
    } catch (error) {
      // A closed database (the server is stopping) or a fault: log it, try again next round.
      if (db.open) deps.config.log(`[kitchen] sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const timer = setInterval(sweep, sweepIntervalMs);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
