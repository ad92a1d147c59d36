// Who is still there to send what it claimed (sender-liveness.ts): a tab that died mid-send leaves
// its claim, and the next sender sends that action at once instead of after the claim's lease; a
// sender that is alive keeps its claim though the device clock jumps past its lease.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mutate } from './mutate';
import { OutboxReplayer } from './outbox';
import { createTestDb } from '../testing/fake-db';
import { createScriptedServer } from '../testing/scripted-server';
import { fakeWebLocks } from '../testing/web-locks';

let clock = Date.UTC(2026, 10, 29, 12, 0, 0);
const now = () => clock;
const replayers: OutboxReplayer[] = [];
afterEach(() => {
  for (const replayer of replayers.splice(0)) replayer.stop();
  vi.unstubAllGlobals();
});

async function oneAcceptSentByTabA(locks: object | undefined) {
  vi.stubGlobal('navigator', locks ? { locks, onLine: true } : { onLine: true });
  const { db } = createTestDb();
  const server = createScriptedServer();
  server.script('*', { kind: 'hang' }); // tab A's send never ends
  const entry = await mutate(db, { kind: 'acceptOrder', orderId: 42, preparationTime: 20, notes: '' }, { now: () => new Date(clock) });
  const tabA = new OutboxReplayer({ db, send: server.send, engineId: 'tab-a', now, random: () => 1 });
  const tabB = new OutboxReplayer({ db, send: server.send, engineId: 'tab-b', now, random: () => 1 });
  replayers.push(tabA, tabB);
  void tabA.flush();
  await vi.waitFor(() => expect(server.calls).toHaveLength(1));
  return { db, server, entry, tabB };
}

describe('who is still there to send', () => {
  it('a claim left by a tab killed mid-send is sent by the next leader at once, under the same key', async () => {
    const locks = fakeWebLocks();
    const { db, server, entry, tabB } = await oneAcceptSentByTabA(locks);
    locks.drop('chef-outbox-sender:tab-a'); // the browser kills tab A: its locks are freed
    clock += 1_000;
    await tabB.flush();
    expect(server.calls.map((call) => call.key)).toEqual([entry.id, entry.id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a live sender keeps its claim when the device clock is put forward an hour past its lease', async () => {
    const { server, tabB } = await oneAcceptSentByTabA(fakeWebLocks());
    clock += 60 * 60_000;
    await tabB.flush();
    expect(server.calls).toHaveLength(1);
  });

  it('a tab that loses the lead while the storage is full gives its claim back once writes work again', async () => {
    const { db, server, entry, tabB } = await oneAcceptSentByTabA(fakeWebLocks());
    const tabA = replayers[0]!;
    let full = true;
    db.outbox.hook('updating', () => {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      tabA.suspend(); // tab B leads now; the hand-back cannot be written
      await vi.advanceTimersByTimeAsync(1_000);
      full = false;
      await vi.advanceTimersByTimeAsync(15_000); // the next tries of the hand-back
    } finally {
      vi.useRealTimers();
    }
    await tabB.flush();
    expect(server.calls.map((call) => call.key)).toEqual([entry.id, entry.id]);
  });

  it('without Web Locks, the claim of a silent sender holds until its lease runs out', async () => {
    const { server, entry, tabB } = await oneAcceptSentByTabA(undefined);
    clock += 1_000;
    await tabB.flush();
    expect(server.calls).toHaveLength(1);
    clock += 5 * 60_000;
    await tabB.flush();
    expect(server.calls.map((call) => call.key)).toEqual([entry.id, entry.id]);
  });
});
