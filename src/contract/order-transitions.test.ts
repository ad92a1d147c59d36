// The timeline notes of the chef's actions read as words, not keys: the reason's label,
// also for older notes stored with the raw key.
import { describe, expect, it } from 'vitest';
import { readableNote, reasonLabels, refuseReasons } from './order.ts';

describe('reasons in the timeline', () => {
  it('has words for every reason', () => {
    for (const reason of refuseReasons) expect(reasonLabels[reason]).toMatch(/^[A-Z][a-z ]+$/);
  });

  it('turns an older note with a raw key into words, and leaves other notes alone', () => {
    expect(readableNote('Reason: other. Oven broke down')).toBe('Reason: Other. Oven broke down');
    expect(readableNote('Asked to change to pickup: no_courier')).toBe('Asked to change to pickup: No courier available');
    expect(readableNote('Reason: Too busy')).toBe('Reason: Too busy');
    expect(readableNote('Reason: something_new')).toBe('Reason: something_new');
    expect(readableNote('Preparation time: 15 min')).toBe('Preparation time: 15 min');
  });
});
