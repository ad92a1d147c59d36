// The chaos run's accounts on hand-made evidence: each verdict (lost, duplicated, refusal not in
// "not saved", read without a tap) fires on the case it names and stays quiet on the healthy one,
// so a green chaos run means the app was right, not that the ledger could not see.
import { describe, expect, it } from 'vitest';
import { settleAccounts, spread, type DeviceTruth, type ProxyRecord, type ServerTruth, type Tap } from './ledger.mjs';

const iso = (ms: number) => new Date(ms).toISOString();
const order = { id: 7, number: '1007', status: 'accepted' };
const tap = (fields: Partial<Tap> & Pick<Tap, 'kind'>): Tap => ({ n: 1, orderId: 7, number: '1007', startedAt: 1_000, tappedAt: 1_000, ...fields });
const send = (fields: Partial<ProxyRecord>): ProxyRecord => ({
  n: 1,
  method: 'POST',
  path: '/api/chef/orders/7/accept',
  key: 'key-1',
  receivedAt: 2_000,
  browserDoneAt: 2_010,
  status: 200,
  replayed: false,
  ...fields,
});

function world(timeline: { status: string; actor: string }[], notifications: ServerTruth['notifications'] = []): ServerTruth {
  return { orders: [order], timelines: new Map([[7, timeline]]), notifications, keys: [] };
}
const none: DeviceTruth = { notSaved: [] };
const accepted = [
  { status: 'pending', actor: 'customer' },
  { status: 'accepted', actor: 'chef' },
];

describe('settleAccounts', () => {
  it('a tap the server applied is neither lost nor duplicated', () => {
    const accounts = settleAccounts({ taps: [tap({ kind: 'accept' })], server: world(accepted), device: none, requests: [send({})] });
    expect(accounts.lost).toEqual([]);
    expect(accounts.duplicated).toEqual([]);
  });

  it('a tap the server never applied is lost, unless "not saved" explains it', () => {
    const server = world([{ status: 'pending', actor: 'customer' }]);
    expect(settleAccounts({ taps: [tap({ kind: 'accept' })], server, device: none, requests: [] }).lost).toHaveLength(1);
    const explained: DeviceTruth = { notSaved: [{ id: 'key-1', operation: { kind: 'acceptOrder', orderId: 7 }, actionAt: iso(1_000) }] };
    expect(settleAccounts({ taps: [tap({ kind: 'accept' })], server, device: explained, requests: [] }).lost).toEqual([]);
  });

  it('a chef status twice in a timeline, a key applied twice and two sends of a key at once are duplicates', () => {
    const twice = settleAccounts({ taps: [], server: world([...accepted, { status: 'accepted', actor: 'chef' }]), device: none, requests: [] });
    expect(twice.duplicated).toEqual(['order #1007: "accepted" 2x in the timeline']);
    const overlapping = [send({ n: 1, receivedAt: 2_000, browserDoneAt: 2_500 }), send({ n: 2, receivedAt: 2_100, browserDoneAt: 2_600 })];
    const accounts = settleAccounts({ taps: [], server: world(accepted), device: none, requests: overlapping });
    expect(accounts.duplicated).toHaveLength(2);
    const retried = [send({ n: 1, browserDoneAt: 2_050, status: null }), send({ n: 2, receivedAt: 3_000, browserDoneAt: 3_010 })];
    expect(settleAccounts({ taps: [], server: world(accepted), device: none, requests: retried }).duplicated).toEqual([]);
  });

  it('a refusal must be in "not saved"; an applied key must not be', () => {
    const refused = [send({ status: 409 })];
    expect(settleAccounts({ taps: [], server: world(accepted), device: none, requests: refused }).refusals.unexplained).toHaveLength(1);
    const listed: DeviceTruth = { notSaved: [{ id: 'key-1', operation: { kind: 'acceptOrder', orderId: 7 }, actionAt: iso(1_000) }] };
    const server = { ...world(accepted), keys: [{ key: 'key-1', status: 200 }] };
    expect(settleAccounts({ taps: [], server, device: listed, requests: [send({})] }).refusals.wronglyListed).toHaveLength(1);
  });

  it('"mark all read" may reach what came before the tap, never what came after it', () => {
    const markAll = tap({ kind: 'markAll', startedAt: 4_000, tappedAt: 5_200 });
    const request = send({ path: '/api/chef/notifications/read-all', actionAt: iso(5_000), receivedAt: 6_000, browserDoneAt: 6_010 });
    const before = { id: 1, title: 'New order #1001', created_at: iso(3_000), read_at: iso(6_000) };
    const after = { id: 2, title: 'New order #1002', created_at: iso(5_050), read_at: null };
    const bounded = settleAccounts({ taps: [markAll], server: world(accepted, [before, after]), device: none, requests: [request] });
    expect(bounded.readWithoutTap).toEqual([]);
    expect(bounded.lost).toEqual([]);
    const unbounded = settleAccounts({ taps: [markAll], server: world(accepted, [before, { ...after, read_at: iso(6_000) }]), device: none, requests: [request] });
    expect(unbounded.readWithoutTap).toHaveLength(1);
  });
});

describe('spread', () => {
  it('median, 90th percentile and max', () => {
    expect(spread([5, 1, 4, 2, 3, 6, 7, 8, 9, 10])).toEqual({ count: 10, median: 5, p90: 9, max: 10 });
    expect(spread([])).toBeNull();
  });
});
