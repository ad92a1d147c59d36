// The leader election (design rule 9): one tab leads at a time, the lock passes on when it gives
// up, and a tab that gave up never starts leading afterwards (a stopped engine must not open a
// socket or watch the outbox), even when the lock was granted just before it gave up.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAsLeader } from './leader';
import { fakeWebLocks } from './testing/web-locks';

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
    const resignA = runAsLeader('lead', tab('A', leading));
    runAsLeader('lead', tab('B', leading));
    await vi.waitFor(() => expect(leading).toEqual(['A']));
    resignA();
    await vi.waitFor(() => expect(leading).toEqual(['B']));
  });

  it('never leads once it gave up, even when the lock was granted just before', async () => {
    vi.stubGlobal('navigator', { locks: fakeWebLocks() });
    const leading: string[] = [];
    const resignA = runAsLeader('lead', tab('A', leading)); // granted; its callback is still to come
    resignA(); // the engine stops (sign-out) before the callback ran
    runAsLeader('lead', tab('B', leading));
    await vi.waitFor(() => expect(leading).toEqual(['B'])); // the lock was handed on, not kept
    expect(leading).not.toContain('A');
  });
});
