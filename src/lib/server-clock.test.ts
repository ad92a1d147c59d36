// The device compares its times with the server's through the offset the Date header teaches
// (docs/sync.md, "Time"), and sends how long ago the chef tapped (X-Action-Age).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client';
import { mutate } from '@/sync/engine/mutate';
import { createTestDb, unreadNotification } from '@/sync/testing/fake-db';
import * as v from 'valibot';
import { noteServerDate, onServerClock, resetServerClock, serverOffsetMs } from './server-clock';

afterEach(() => {
  resetServerClock();
  vi.useRealTimers();
});

const hour = 3_600_000;

describe('the server clock', () => {
  it('learns how far the server is ahead from an answer’s Date header', () => {
    const deviceNow = Date.parse('2026-11-26T11:00:00.000Z'); // an hour behind
    noteServerDate('Thu, 26 Nov 2026 12:00:00 GMT', deviceNow);
    expect(serverOffsetMs()).toBe(hour + 500);
    expect(onServerClock(deviceNow)).toBe(Date.parse('2026-11-26T12:00:00.500Z'));
    noteServerDate('not a date', deviceNow);
    expect(serverOffsetMs()).toBe(hour + 500);
  });

  it('sends X-Action-Age from the device’s own clock and learns the offset from the answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-26T11:00:05.000Z')); // the phone: an hour behind
    let headers: Headers | null = null;
    const api = createApiClient({
      baseUrl: 'https://api.test/api',
      getToken: () => 't',
      getLanguage: () => 'en',
      onUnauthorized: () => {},
      fetch: async (input) => {
        headers = (input as Request).headers;
        return new Response(JSON.stringify({ success: true, message: '', result: null }), { headers: { 'Content-Type': 'application/json', Date: 'Thu, 26 Nov 2026 12:00:05 GMT' } });
      },
    });
    await api.request('POST', 'chef/notifications/read-all', { schema: v.null(), actionAt: '2026-11-26T11:00:00.000Z' });
    expect(headers!.get('X-Action-Age')).toBe('5000');
    expect(serverOffsetMs()).toBe(hour + 500);
  });

  it('"Mark all read" on a phone an hour behind marks what the chef saw on the device too', async () => {
    noteServerDate('Thu, 26 Nov 2026 12:00:00 GMT', Date.parse('2026-11-26T11:00:00.000Z'));
    const { db } = createTestDb();
    const seen = { ...unreadNotification(1), created_at: '2026-11-26T11:59:00.000Z' }; // server time, a minute before the tap
    const later = { ...unreadNotification(2), created_at: '2026-11-26T12:01:00.000Z' }; // after the tap
    await db.notifications.bulkPut([seen, later]);
    await mutate(db, { kind: 'markAllNotificationsRead' }, { now: () => new Date('2026-11-26T11:00:00.000Z') });
    expect((await db.notifications.get(1))?.unread).toBe(0);
    expect((await db.notifications.get(2))?.unread).toBe(1);
  });
});
