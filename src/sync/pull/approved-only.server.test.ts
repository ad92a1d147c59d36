// Which collections a chef not approved yet may read, against the real reference server: every
// collection outside `approvedOnlyCollections` answers a chef in onboarding, every one inside it
// answers 403 (so the engine of such a chef, which skips them, makes no call the server refuses),
// and an engine told the chef is not approved pulls none of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '@/api/errors';
import { registerChef } from '../../../server/testing/onboarding.ts';
import { startServer, type Harness } from '../../../server/testing/harness.ts';
import { approvedOnlyCollections, collectionNames, type CollectionName } from './collections';
import { pullCollection } from './pull';
import { engineAgainstServer } from '../testing/engine-against-server';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.dispose());

describe('collections of a chef in onboarding', () => {
  it('the open ones answer, the approved-only ones are refused with 403', async () => {
    const chef = await registerChef(h.server.url);
    const { db, api } = engineAgainstServer(h.server.url, { id: chef.user.id, token: chef.token });
    const outcome = async (name: CollectionName) => {
      try {
        await pullCollection(db, api, name);
        return 'ok';
      } catch (error) {
        return isApiError(error) ? error.status : 'failed';
      }
    };
    const answers = Object.fromEntries(await Promise.all(collectionNames.map(async (name) => [name, await outcome(name)] as const)));
    const expected = Object.fromEntries(collectionNames.map((name) => [name, approvedOnlyCollections.has(name) ? 403 : 'ok']));
    expect(answers).toEqual(expected);
  });

  it('an engine told the chef is not approved pulls only what the chef may read', async () => {
    const chef = await registerChef(h.server.url);
    const asked: string[] = [];
    const { engine, db } = engineAgainstServer(h.server.url, { id: chef.user.id, token: chef.token }, undefined, undefined, {
      mayPull: (name) => !approvedOnlyCollections.has(name),
      onRequest: (url) => asked.push(new URL(url).pathname),
    });
    await engine.pullAll();
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((path) => /^\/api\/chef\/(orders|kitchen|foods|tickets)/.test(path))).toEqual([]);
    expect(await db.syncState.count()).toBe(collectionNames.length - approvedOnlyCollections.size);
  });
});
