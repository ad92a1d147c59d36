// The service worker's Background Sync flush, on fake-indexeddb with a recording fetch: the
// device database says who is signed in (fake-indexeddb/auto stands in for the worker's global
// IndexedDB), the chef's database gets its own in-memory factory.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetSignedInChef, rememberSignedInChef } from '@/db/device-db';
import { flushFromServiceWorker, type BackgroundFlushDeps } from './background-flush';
import { mutate } from './mutate';
import { createTestDb, unreadNotification } from '../testing/fake-db';

type Sent = { method: string; url: string; key: string | null; actionAt: string | null; auth: string | null };

function recordingFetch(answer: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const call = {
      method: request.method,
      url: request.url,
      key: request.headers.get('Idempotency-Key'),
      actionAt: request.headers.get('X-Action-At'),
      auth: request.headers.get('Authorization'),
    };
    sent.push(call);
    return answer(call);
  };
  return { sent, fetchFn };
}

const ok = () => new Response(JSON.stringify({ success: true, message: '', result: null }), { status: 200 });

async function chefWithQueuedRead(chefId: number) {
  const { db, idb } = createTestDb(chefId);
  await db.notifications.put(unreadNotification(7));
  const entry = await mutate(db, { kind: 'markNotificationRead', notificationId: 7 });
  return { db, idb, entry };
}

const base = (idb: BackgroundFlushDeps['dbOptions'], fetchFn: typeof fetch): BackgroundFlushDeps => ({
  dbOptions: idb,
  fetch: fetchFn,
  baseUrl: 'https://chef.example/api',
  sleep: async () => {},
});

afterEach(async () => {
  await forgetSignedInChef();
});

describe('flushFromServiceWorker', () => {
  it('opens nothing when the chef signed out meanwhile (the database was deleted): it is not recreated', async () => {
    const { db, idb } = await chefWithQueuedRead(43);
    await rememberSignedInChef(43, 'token-43'); // read by the worker just before the sign-out…
    db.close();
    await db.delete(); // …which deleted the chef's database
    const { sent, fetchFn } = recordingFetch(ok);

    await flushFromServiceWorker(base(idb, fetchFn));

    expect(sent).toEqual([]);
    expect((await idb.indexedDB.databases()).map((database) => database.name)).not.toContain('chef-pwa-43');
  });

  it('sends the signed-in chef’s queued read with its Idempotency-Key and removes it', async () => {
    const { db, idb, entry } = await chefWithQueuedRead(41);
    await rememberSignedInChef(41, 'token-41');
    const { sent, fetchFn } = recordingFetch(ok);

    await flushFromServiceWorker(base(idb, fetchFn));

    expect(sent).toEqual([
      {
        method: 'POST',
        url: 'https://chef.example/api/chef/notifications/read/7',
        key: entry.id,
        actionAt: entry.actionAt,
        auth: 'Bearer token-41',
      },
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.notifications.get(7))?.unread).toBe(0);
  });

  it('sends nothing when nobody is signed in on the device', async () => {
    const { db, idb } = await chefWithQueuedRead(42);
    const { sent, fetchFn } = recordingFetch(ok);

    await flushFromServiceWorker(base(idb, fetchFn));

    expect(sent).toEqual([]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('sends an entry that was backing off at once (the browser fires the sync when online)', async () => {
    const { db, idb } = await chefWithQueuedRead(43);
    await db.outbox.toCollection().modify({ attempts: 5, nextAttemptAt: Date.now() + 60_000 });
    await rememberSignedInChef(43, 'token-43');
    const { sent, fetchFn } = recordingFetch(ok);

    await flushFromServiceWorker(base(idb, fetchFn));

    expect(sent).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('throws while the entry is still waiting after a temporary failure, so the browser retries', async () => {
    const { db, idb, entry } = await chefWithQueuedRead(44);
    await rememberSignedInChef(44, 'token-44');
    const { sent, fetchFn } = recordingFetch(() => new Response('{"message":"busy"}', { status: 503 }));

    await expect(flushFromServiceWorker(base(idb, fetchFn))).rejects.toThrow('1 action(s) still waiting');

    expect(sent).toHaveLength(1);
    expect(await db.outbox.toArray()).toMatchObject([{ id: entry.id, attempts: 1, claimedBy: null }]);
  });

  it('keeps the entry without throwing on a 401 (a retry cannot help until the chef signs in)', async () => {
    const { db, idb } = await chefWithQueuedRead(45);
    await rememberSignedInChef(45, 'expired');
    const { fetchFn } = recordingFetch(() => new Response('{"message":"Unauthenticated."}', { status: 401 }));

    await flushFromServiceWorker(base(idb, fetchFn));

    expect(await db.outbox.count()).toBe(1);
  });

  it('leaves an entry an open tab is sending to that tab and finishes once it is gone', async () => {
    const { db, idb } = await chefWithQueuedRead(46);
    await db.outbox.toCollection().modify({ claimedBy: 'tab-1', claimedUntil: Date.now() + 30_000 });
    await rememberSignedInChef(46, 'token-46');
    const { sent, fetchFn } = recordingFetch(ok);
    let waits = 0;
    const sleep = async () => {
      waits += 1;
      await db.outbox.clear(); // the tab got its answer and removed the entry
    };

    await flushFromServiceWorker({ ...base(idb, fetchFn), sleep });

    expect(sent).toEqual([]);
    expect(waits).toBe(1);
  });
});

describe('flushFromServiceWorker and a tab that closed mid-send', () => {
  it('never clears a live claim: it waits for the lease to run out, then sends the entry once', async () => {
    const { db, idb, entry } = await chefWithQueuedRead(47);
    let clock = Date.now();
    const leaseEnds = clock + 60_000 + 30_000; // a tap's: its send's hold limit and the margin
    await db.outbox.toCollection().modify({ claimedBy: 'closed-tab', claimedUntil: leaseEnds });
    await rememberSignedInChef(47, 'token-47');
    const { sent, fetchFn } = recordingFetch(ok);
    const sentWhile: number[] = [];
    const sleep = async (ms: number) => {
      clock += ms;
    };
    const watched: typeof fetch = async (input, init) => {
      sentWhile.push(clock);
      return fetchFn(input, init);
    };

    await flushFromServiceWorker({ ...base(idb, watched), now: () => clock, sleep });

    expect(sent.map((call) => call.key)).toEqual([entry.id]);
    expect(sentWhile).toHaveLength(1);
    expect(sentWhile[0]).toBeGreaterThanOrEqual(leaseEnds); // only once the lease ran out
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('flushFromServiceWorker and the actions queued behind a claimed one', () => {
  it('waits for the claim on an entity’s oldest action to run out, then sends it and the one behind it', async () => {
    const { db, idb, entry } = await chefWithQueuedRead(48);
    const behind = await mutate(db, { kind: 'markNotificationRead', notificationId: 7 }); // same entity, queued behind
    let clock = Date.now();
    await db.outbox.update(entry.seq as number, { claimedBy: 'closed-tab', claimedUntil: clock + 30_000 });
    await rememberSignedInChef(48, 'token-48');
    const { sent, fetchFn } = recordingFetch(ok);

    await flushFromServiceWorker({ ...base(idb, fetchFn), now: () => clock, sleep: async (ms) => void (clock += ms) });

    expect(sent.map((call) => call.key)).toEqual([entry.id, behind.id]); // in order, once each
    expect(await db.outbox.count()).toBe(0);
  });
  it('ends, failed, when the device storage is full: what is due cannot be claimed, and it does not spin', async () => {
    const { idb } = await chefWithQueuedRead(46);
    await rememberSignedInChef(46, 'token-46');
    const { sent, fetchFn } = recordingFetch(ok);
    const proto = IDBDatabase.prototype;
    const transaction = Object.getOwnPropertyDescriptor(proto, 'transaction')?.value as (this: IDBDatabase, ...args: unknown[]) => IDBTransaction;
    let writes = 0; // the run's first write (due now: back online) goes; the disk is full after
    proto.transaction = function (this: IDBDatabase, ...args: unknown[]) {
      if (args[1] === 'readwrite' && this.name.includes('46') && ++writes > 1) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return transaction.apply(this, args);
    } as typeof proto.transaction;
    let rounds = 0;
    try {
      await expect(flushFromServiceWorker({ ...base(idb, fetchFn), sleep: async () => void rounds++ })).rejects.toThrow(/could not be claimed/);
    } finally {
      proto.transaction = transaction as typeof proto.transaction;
    }
    expect(sent).toEqual([]);
    expect(rounds).toBeLessThan(10);
  });
});
