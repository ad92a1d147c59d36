// A sync engine for one chef against the reference server started in-process, for tests: the
// chef's own database, no leader lock, and a network switch (`network.up = false` makes every
// call fail as a lost connection does).
import { createApiClient } from '@/api/client';
import { SyncEngine } from '../engine';
import { createTestDb } from './fake-db';

export function engineAgainstServer(serverUrl: string, chef: { id: number; token: string }) {
  const network = { up: true };
  const api = createApiClient({
    baseUrl: `${serverUrl}/api`,
    getToken: () => chef.token,
    getLanguage: () => 'en',
    onUnauthorized: () => {},
    fetch: async (input, init) => {
      if (!network.up) throw new TypeError('Failed to fetch');
      return fetch(input, init);
    },
  });
  const { db } = createTestDb(chef.id);
  const engine = new SyncEngine({
    db,
    api,
    leaderLock: false,
    requestBackgroundSync: async () => {},
    environment: { isOnline: () => network.up, isHidden: () => false, watch: () => () => {} },
  });
  return { db, engine, network };
}
