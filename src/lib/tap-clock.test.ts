// X-Action-Age when the device's clock is put right between the tap and the send (docs/sync.md,
// "Time"): network time often arrives with the reconnect that sends the queue. The age must be the
// time that really passed, not that plus the correction.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client';
import { mutate } from '@/sync/engine/mutate';
import { OutboxReplayer } from '@/sync/engine/outbox';
import { createTestDb } from '@/sync/testing/fake-db';
import { outboxTransport } from '@/sync/engine/transport';
import { noteServerDate, resetServerClock, serverOffsetMs } from './server-clock';
import { msSinceTap, stampTap } from './tap-clock';

const hour = 3_600_000;
const serverTimeOfTap = Date.parse('2026-11-26T12:00:00.000Z');

afterEach(() => {
  resetServerClock();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The device: its wall clock (faked Date) and its monotonic clock (performance.now), moved apart. */
function device(wallAtTap: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(wallAtTap);
  let monotonic = 1_000;
  vi.spyOn(performance, 'now').mockImplementation(() => monotonic);
  return {
    /** Real time passes: both clocks move. */
    pass(ms: number) {
      monotonic += ms;
      vi.setSystemTime(Date.now() + ms);
    },
    /** The wall clock is set (network time): the monotonic clock does not move. */
    setWall(ms: number) {
      vi.setSystemTime(ms);
    },
  };
}

/** Sends what waits through the real transport and API client; the headers each call carried. */
async function send(db: ReturnType<typeof createTestDb>['db']) {
  const sent: Headers[] = [];
  const api = createApiClient({
    baseUrl: 'https://api.test/api',
    getToken: () => 't',
    getLanguage: () => 'en',
    onUnauthorized: () => {},
    fetch: async (input) => {
      sent.push((input as Request).headers);
      return new Response(JSON.stringify({ success: true, message: '', result: null }), { headers: { 'Content-Type': 'application/json', Date: new Date(serverTimeOfTap + 20_000).toUTCString() } });
    },
  });
  const outbox = new OutboxReplayer({ db, engineId: 'tab', send: outboxTransport(api) });
  await outbox.flush();
  outbox.stop();
  return sent;
}

describe('the age of a tap', () => {
  it('does not count a clock put right between the tap and the send (a phone an hour slow, network time on reconnect)', async () => {
    const phone = device(serverTimeOfTap - hour); // an hour slow, and the app has not learned it yet
    const { db } = createTestDb();
    await mutate(db, { kind: 'pauseKitchen', pauseFor: '15_min' });
    phone.pass(15_000);
    phone.setWall(serverTimeOfTap + 15_000); // the reconnect brings network time: the clock is right now
    noteServerDate(new Date(serverTimeOfTap + 15_000).toUTCString()); // and an answer teaches the offset, after the tap
    expect(Math.abs(serverOffsetMs())).toBeLessThan(1_000);
    phone.pass(5_000);
    const [headers] = await send(db);
    const age = Number(headers!.get('X-Action-Age'));
    expect(age).toBeLessThanOrEqual(60_000);
    expect(age).toBeGreaterThanOrEqual(20_000);
  });

  it('is the time that passed on a clock an hour slow whose offset the app learns after the tap', async () => {
    const phone = device(serverTimeOfTap - hour);
    const { db } = createTestDb();
    await mutate(db, { kind: 'pauseKitchen', pauseFor: '15_min' });
    phone.pass(10_000);
    noteServerDate(new Date(serverTimeOfTap + 10_000).toUTCString()); // learned: the phone is an hour behind
    expect(serverOffsetMs()).toBeGreaterThan(hour - 1_000);
    phone.pass(10_000);
    const [headers] = await send(db);
    expect(Number(headers!.get('X-Action-Age'))).toBe(20_000);
  });

  it('counts on the wall clock alone for a tap made in another page or worker, or before the device may have slept', () => {
    const phone = device(serverTimeOfTap);
    const here = stampTap();
    phone.pass(60_000);
    phone.setWall(Date.now() + hour);
    expect(msSinceTap(new Date(serverTimeOfTap), here, Date.now())).toBe(60_000);
    // Another context's stamp (a tab that has gone, a reload): its monotonic clock means nothing here.
    expect(msSinceTap(new Date(serverTimeOfTap), { ...here, context: 'another page' }, Date.now())).toBe(hour + 60_000);
    expect(msSinceTap(new Date(serverTimeOfTap), undefined, Date.now())).toBe(hour + 60_000);
  });
});
