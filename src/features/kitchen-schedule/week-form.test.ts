import { describe, expect, it } from 'vitest';
import { everyDay } from '@/contract';
import { weekOf, weekProblems, weekValues } from './week-form';

describe('the week form', () => {
  it('reads a week into closed, one or two ranges, or all day, and back', () => {
    const week = {
      ...everyDay(null),
      tuesday: [
        { from: '11:00', to: '14:30' },
        { from: '17:00', to: '22:00' },
      ],
      friday: [{ from: '18:00', to: '01:00' }],
      sunday: [{ from: '00:00', to: '00:00' }],
    };
    const values = weekValues(week);
    expect(values.monday.state).toBe('closed');
    expect(values.tuesday).toMatchObject({ state: 'open', twoRanges: true });
    expect(values.sunday.state).toBe('allDay');
    expect(weekOf(values)).toEqual(week);
  });

  it('starts a kitchen without a week open every day, and names each day’s problem', () => {
    const values = weekValues(null);
    expect(values.wednesday).toMatchObject({ state: 'open', first: { from: '11:00', to: '21:00' }, twoRanges: false });
    values.monday = { state: 'open', first: { from: '11:00', to: '15:00' }, twoRanges: true, second: { from: '14:00', to: '20:00' } };
    values.friday = { ...values.friday, first: { from: '12:00', to: '12:00' } };
    expect(weekProblems(values)).toEqual({ monday: 'validation:scheduleOverlap', friday: 'validation:scheduleSameTimes' });
  });
});
