// "Mark all read" is bounded by the chef's tap (design rule 14): the server marks only the
// notifications created up to X-Action-At (never later than its own now; now without it), so a
// notification that came after the tap, a new order, stays unread and still rings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type Harness } from './testing/harness.ts';

const startedAt = Date.parse('2026-11-23T10:00:00.000Z');
let clock = startedAt;
let h: Harness;
beforeAll(async () => {
  h = await startServer({ now: () => clock });
});
afterAll(() => h.dispose());

const iso = (ms: number) => new Date(ms).toISOString();

const unreadTitles = (chefId: number) =>
  (h.server.db.prepare('SELECT title FROM notifications WHERE chef_id = ? AND read_at IS NULL ORDER BY id').all(chefId) as { title: string }[]).map(
    (row) => row.title,
  );

const readAll = (token: string, headers: Record<string, string>) => call(h.server.url, 'POST', '/api/chef/notifications/read-all', { token, headers });

describe('POST chef/notifications/read-all', () => {
  it('leaves unread a notification created after the tap', async () => {
    clock = startedAt + 60_000;
    const chef = await login(h.server.url, 'demo@chef.test');
    expect(unreadTitles(chef.id)).toEqual(['Your account is approved', 'Orders work offline too']);
    const tappedAt = clock;
    clock += 5_000;
    h.server.broadcastToChef(chef.id, { type: 'new_order', title: 'New order #1042' });
    clock += 30_000; // the request arrives later (offline, retried)

    const answer = await readAll(chef.token, { 'X-Action-At': iso(tappedAt) });
    expect(answer.status).toBe(200);
    expect(answer.json.message).toBe('2 notifications marked as read.');
    expect(unreadTitles(chef.id)).toEqual(['New order #1042']);
  });

  it('counts a tap in the future as now', async () => {
    const chef = await login(h.server.url, 'pending@chef.test');
    clock = startedAt + 600_000;
    h.server.broadcastToChef(chef.id, { type: 'info', title: 'Recorded by a clock ahead' });
    clock = startedAt + 120_000;
    h.server.broadcastToChef(chef.id, { type: 'info', title: 'Before the tap' });

    await readAll(chef.token, { 'X-Action-At': iso(startedAt + 24 * 3_600_000) });
    expect(unreadTitles(chef.id)).toEqual(['Recorded by a clock ahead']);
  });

  it('marks everything up to now without X-Action-At', async () => {
    const chef = await login(h.server.url, 'profile@chef.test');
    h.server.broadcastToChef(chef.id, { type: 'info', title: 'One' });
    h.server.broadcastToChef(chef.id, { type: 'info', title: 'Two' });
    await readAll(chef.token, {});
    expect(unreadTitles(chef.id)).toEqual([]);
  });
});
