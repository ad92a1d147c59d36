// The leader election (design rule 9): one tab leads at a time, the lock passes on when it gives
// up, and a tab that gave up never starts leading afterwards (a stopped engine must not open a
// socket or watch the outbox), even when the lock was granted just before it gave up.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAsLeader } from './leader';
import { fakeChannels, fakeWebLocks } from '../testing/web-locks';

afterEach(() => vi.unstubAllGlobals());

function tab(name: string, leading: string[]) {
  return () => {
    leading.push(name);
    return () => leading.splice(leading.indexOf(name), 1);
  };
}

describe('runAsLeader', () => {
  it('passes the lead to the next tab when the leader gives up', async () => {
    vi.stubGlobal('navigator', { locks: fakeWebLocks() });
    const leading: string[] = [];
    const resignA = runAsLeader('lead', tab('A', leading), { channel: null }).resign;
    runAsLeader('lead', tab('B', leading), { channel: null });
    await vi.waitFor(() => expect(leading).toEqual(['A']));
    resignA();
    await vi.waitFor(() => expect(leading).toEqual(['B']));
  });

  it('never leads once it gave up, even when the lock was granted just before', async () => {
    vi.stubGlobal('navigator', { locks: fakeWebLocks() });
    const leading: string[] = [];
    const resignA = runAsLeader('lead', tab('A', leading), { channel: null }).resign; // granted; its callback is still to come
    resignA(); // the engine stops (sign-out) before the callback ran
    runAsLeader('lead', tab('B', leading), { channel: null });
    await vi.waitFor(() => expect(leading).toEqual(['B'])); // the lock was handed on, not kept
    expect(leading).not.toContain('A');
  });

  it('does not lead on a lock stolen from it before its callback ran (two tabs take over at once)', async () => {
    vi.stubGlobal('navigator', { locks: fakeWebLocks() });
    const leading: string[] = [];
    const a = runAsLeader('lead', tab('A', leading), { channel: null });
    await vi.waitFor(() => expect(leading).toEqual(['A']));
    const b = runAsLeader('lead', tab('B', leading), { channel: null });
    const c = runAsLeader('lead', tab('C', leading), { channel: null });
    b.takeOver(); // granted to B; its callback is still to come
    c.takeOver(); // C takes it from B before then
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(leading).toEqual(['C']);
    c.resign(); // A, robbed first, leads again; then B, which queued again when it was robbed
    await vi.waitFor(() => expect(leading).toEqual(['A']));
    a.resign();
    await vi.waitFor(() => expect(leading).toEqual(['B']));
    b.resign();
  });

  it('hands the lead to a visible tab when the leader is hidden, and takes it back when that tab closes', async () => {
    vi.stubGlobal('navigator', { locks: fakeWebLocks() });
    const channels = fakeChannels();
    const leading: string[] = [];
    const hidden = { A: false, B: false };
    const a = runAsLeader('lead', tab('A', leading), { channel: channels.open(), isHidden: () => hidden.A });
    const b = runAsLeader('lead', tab('B', leading), { channel: channels.open(), isHidden: () => hidden.B });
    await vi.waitFor(() => expect(leading).toEqual(['A']));

    hidden.A = true; // the chef switched to tab B: A goes to the background
    a.visibilityChanged();
    await vi.waitFor(() => expect(leading).toEqual(['B'])); // the socket follows the chef's eyes

    b.resign(); // B closes: A, still queued, leads again
    await vi.waitFor(() => expect(leading).toEqual(['A']));
    a.resign();
  });

  it('a visible tab opened beside a hidden leader takes the lead', async () => {
    vi.stubGlobal('navigator', { locks: fakeWebLocks() });
    const channels = fakeChannels();
    const leading: string[] = [];
    const a = runAsLeader('lead', tab('A', leading), { channel: channels.open(), isHidden: () => true });
    await vi.waitFor(() => expect(leading).toEqual(['A']));
    const b = runAsLeader('lead', tab('B', leading), { channel: channels.open(), isHidden: () => false });
    await vi.waitFor(() => expect(leading).toEqual(['B']));
    b.resign();
    a.resign();
  });

  it('a tab takes the lead over when the chef asks it to reconnect, and two visible tabs leave the lead where it is', async () => {
    vi.stubGlobal('navigator', { locks: fakeWebLocks() });
    const channels = fakeChannels();
    const leading: string[] = [];
    const a = runAsLeader('lead', tab('A', leading), { channel: channels.open(), isHidden: () => false });
    await vi.waitFor(() => expect(leading).toEqual(['A']));
    const b = runAsLeader('lead', tab('B', leading), { channel: channels.open(), isHidden: () => false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(leading).toEqual(['A']); // both visible: no churn
    b.takeOver();
    await vi.waitFor(() => expect(leading).toEqual(['B']));
    a.resign();
    b.resign();
    expect(leading).toEqual([]);
  });
});
