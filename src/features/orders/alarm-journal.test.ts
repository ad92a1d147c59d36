import { describe, expect, it } from 'vitest';
import { alarmChanges, type AlarmLook } from './alarm-journal';

const order = (id: number, status = 'pending') => ({ id, number: String(1000 + id), status });

const look = (change: Partial<AlarmLook<ReturnType<typeof order>>>): AlarmLook<ReturnType<typeof order>> => ({
  before: [],
  now: [],
  acknowledged: new Set(),
  current: [],
  stoppedHere: () => false,
  actedOnHere: () => false,
  ...change,
});

describe('what the alarm tells the journal', () => {
  it('names the orders that start ringing in this tab', () => {
    expect(alarmChanges(look({ before: [order(1)], now: [order(2), order(1)] })).rang.map((o) => o.number)).toEqual(['1002']);
  });

  it('says how each alarm stopped', () => {
    const before = [order(1), order(2), order(3), order(4)];
    const changes = alarmChanges(
      look({
        before,
        now: [],
        acknowledged: new Set([1, 2, 3]),
        current: [order(1), order(2, 'accepted'), order(3), order(4, 'refused_by_user')],
        stoppedHere: (id) => id === 1,
        actedOnHere: (id) => id === 2,
      }),
    );
    expect(changes.stopped.map(({ order: o, how }) => [o.number, how, o.status])).toEqual([
      ['1001', 'stop', 'pending'],
      ['1002', 'action', 'accepted'],
      ['1003', 'elsewhere', 'pending'],
      ['1004', 'not-pending', 'refused_by_user'],
    ]);
  });
});
