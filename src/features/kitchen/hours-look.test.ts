import { describe, expect, it } from 'vitest';
import { everyDay, type WeeklySchedule } from '@/contract';
import { hoursLook } from './hours-look';

const week = (days: Partial<WeeklySchedule>): WeeklySchedule => ({ ...everyDay(null), ...days });
const dinner = [{ from: '17:00', to: '21:00' }];
const at = (iso: string) => Date.parse(iso);

describe('the kitchen’s hours in one line', () => {
  it('says until when it is open, and when a closed kitchen opens', () => {
    const kitchen = { schedule: week({ monday: dinner, tuesday: dinner }), closures: [] };
    expect(hoursLook(kitchen, at('2026-11-23T16:00:00Z'))).toMatchObject({ kind: 'open', until: { day: 'today', time: '21:00' } });
    expect(hoursLook(kitchen, at('2026-11-23T10:00:00Z'))).toMatchObject({ kind: 'closed', opens: { day: 'today', time: '17:00' } });
    expect(hoursLook(kitchen, at('2026-11-23T20:00:00Z'))).toMatchObject({ kind: 'closed', opens: { day: 'tomorrow', time: '17:00' } });
    expect(hoursLook(kitchen, at('2026-11-24T20:00:00Z'))).toMatchObject({ kind: 'closed', opens: { day: 'later', weekday: 'Monday', time: '17:00' } });
  });

  it('names today’s closure and the day it opens after it, a date when it is a week off or more', () => {
    const closures = [{ id: 1, client_id: null, from: '2026-11-23', to: '2026-11-23', reason: 'Holiday' }];
    const kitchen = { schedule: week({ monday: dinner, tuesday: dinner }), closures };
    expect(hoursLook(kitchen, at('2026-11-23T10:00:00Z'))).toMatchObject({ kind: 'closure', reason: 'Holiday', opens: { day: 'tomorrow', time: '17:00' } });
    const vacation = [{ id: 2, client_id: null, from: '2026-11-23', to: '2026-12-06', reason: 'Vacation' }];
    expect(hoursLook({ ...kitchen, closures: vacation }, at('2026-11-23T10:00:00Z'))).toMatchObject({ kind: 'closure', opens: { day: 'date', date: '7 December' } });
  });

  it('has no line without a week, and says open all day for a kitchen that never closes', () => {
    expect(hoursLook({ schedule: null, closures: [] }, at('2026-11-23T10:00:00Z'))).toEqual({ kind: 'none' });
    expect(hoursLook({ schedule: everyDay({ from: '00:00', to: '00:00' }), closures: [] }, at('2026-11-23T10:00:00Z'))).toEqual({ kind: 'openAllDay' });
  });
});
