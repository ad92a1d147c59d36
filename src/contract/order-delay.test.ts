import { describe, expect, it } from 'vitest';
import { applyReadyDelay, movedMinutes, readyDelayRefusal } from './order-delay.ts';

const accepted = { status: 'accepted', estimated_ready_at: '2026-11-23T18:30:00.000Z', ready_delays: [] };

describe('running late (the rule the app and the server share)', () => {
  it('moves the ready time from where it stands, twice at most', () => {
    const once = applyReadyDelay(accepted, 10, '2026-11-23T18:00:00.000Z');
    expect(once.estimated_ready_at).toBe('2026-11-23T18:40:00.000Z');
    const twice = applyReadyDelay(once, 5, '2026-11-23T18:01:00.000Z');
    expect(twice.estimated_ready_at).toBe('2026-11-23T18:45:00.000Z');
    expect(movedMinutes(twice)).toBe(15);
    expect(readyDelayRefusal(twice)).toBe('The ready time was already moved twice.');
    expect(applyReadyDelay(twice, 20, '2026-11-23T18:02:00.000Z')).toBe(twice);
  });

  it('leaves an order that is not being prepared alone', () => {
    const pending = { status: 'pending', estimated_ready_at: null };
    expect(readyDelayRefusal(pending)).not.toBeNull();
    expect(applyReadyDelay(pending, 5, '2026-11-23T18:00:00.000Z')).toBe(pending);
  });
});
