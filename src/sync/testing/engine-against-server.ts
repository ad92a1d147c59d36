// A sync engine for one chef against the reference server started in-process, for tests: the
// chef's own database, no leader lock, and a network switch (`network.up = false` makes every
// call fail as a lost connection does; `network.loseAnswer(test)` lets the next matching request
// reach the server and then loses its answer). Pass the `idb` of an earlier engine to open the
// same database again, as a reload does.
import { createApiClient } from '@/api/client';
import type { CollectionName } from '../pull/collections';
import { SyncEngine } from '../engine/engine';
import { createTestDb } from './fake-db';

type Idb = ReturnType<typeof createTestDb>['idb'];
type RequestTest = (url: string, method: string) => boolean;

type Extra = { mayPull?: (name: CollectionName) => boolean; onRequest?: (url: string) => void };

export function engineAgainstServer(serverUrl: string, chef: { id: number; token: string }, idb?: Idb, deviceClock?: () => number, extra: Extra = {}) {
  let losing: RequestTest | null = null;
  const network = {
    up: true,
    loseAnswer(test: RequestTest) {
      losing = test;
    },
  };
  const api = createApiClient({
    baseUrl: `${serverUrl}/api`,
    getToken: () => chef.token,
    getLanguage: () => 'en',
    onUnauthorized: () => {},
    ...(deviceClock ? { now: deviceClock } : {}),
    fetch: async (input, init) => {
      if (!network.up) throw new TypeError('Failed to fetch');
      const url = input instanceof Request ? input.url : String(input);
      extra.onRequest?.(url);
      const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
      const lose = losing?.(url, method.toUpperCase()) ?? false;
      if (lose) losing = null;
      const response = await fetch(input, init);
      if (lose) throw new TypeError('Failed to fetch'); // the server committed; the answer is lost
      return response;
    },
  });
  const { db, idb: opened } = createTestDb(chef.id, idb);
  const engine = new SyncEngine({
    db,
    api,
    leaderLock: false,
    requestBackgroundSync: async () => {},
    environment: { isOnline: () => network.up, isHidden: () => false, watch: () => () => {} },
    ...(extra.mayPull ? { mayPull: extra.mayPull } : {}),
  });
  return { db, engine, network, idb: opened, api };
}
