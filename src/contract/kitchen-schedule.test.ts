import { describe, expect, it } from 'vitest';
import { zoneInstant } from './kitchen-clock.ts';
import * as v from 'valibot';
import { englishMessage } from './messages.en.ts';
import { closureProblem, closureRequestSchema, rangeMinutes, weeklyScheduleSchema, dayProblem, everyDay, kitchenHours, openBySchedule, scheduleProblems, type Closure, type WeeklySchedule } from './kitchen-schedule.ts';

const at = (iso: string) => Date.parse(iso);
const week = (days: Partial<WeeklySchedule>): WeeklySchedule => ({ ...everyDay(null), ...days });
const dinner = [{ from: '17:00', to: '21:00' }];
const weekdaysDinner = week({ monday: dinner, tuesday: dinner, wednesday: dinner, thursday: dinner, friday: dinner });

describe('the kitchen’s week on the Vilnius clock', () => {
  it('runs a Friday range past midnight into Saturday, and closes at its end', () => {
    const schedule = week({ friday: [{ from: '18:00', to: '01:00' }], saturday: [{ from: '12:00', to: '15:00' }] });
    // Friday 2026-12-04, winter time (UTC+2): Saturday 00:30 on the clock is 22:30 UTC on Friday.
    expect(kitchenHours(schedule, [], at('2026-12-04T22:30:00Z'))).toEqual({ open: true, until: at('2026-12-04T23:00:00Z') });
    expect(kitchenHours(schedule, [], at('2026-12-04T23:00:00Z'))).toEqual({ open: false, closure: null, opensAt: at('2026-12-05T10:00:00Z') });
    expect(openBySchedule(schedule, [], at('2026-12-04T15:59:00Z'))).toBe(false);
    expect(openBySchedule(schedule, [], at('2026-12-04T16:00:00Z'))).toBe(true);
  });

  it('lets a shift begun the evening before run on into a closed day, and closes what starts on it', () => {
    const schedule = week({ friday: [{ from: '18:00', to: '01:00' }], saturday: [{ from: '12:00', to: '15:00' }], monday: dinner });
    const closures: Closure[] = [{ from: '2026-12-05', to: '2026-12-06', reason: 'Holiday' }];
    expect(kitchenHours(schedule, closures, at('2026-12-04T22:30:00Z'))).toEqual({ open: true, until: at('2026-12-04T23:00:00Z') });
    // Saturday noon: closed for the holiday, open again on Monday 17:00.
    expect(kitchenHours(schedule, closures, at('2026-12-05T10:30:00Z'))).toEqual({ open: false, closure: closures[0], opensAt: at('2026-12-07T15:00:00Z') });
  });

  it('keeps wall-clock times across the change to summer time (29 March 2026)', () => {
    const schedule = week({ saturday: [{ from: '22:00', to: '06:00' }], sunday: dinner });
    // Saturday 22:00 winter time (20:00 UTC) until Sunday 06:00 summer time (03:00 UTC): 7 hours.
    expect(kitchenHours(schedule, [], at('2026-03-28T20:00:00Z'))).toEqual({ open: true, until: at('2026-03-29T03:00:00Z') });
    expect(kitchenHours(schedule, [], at('2026-03-29T02:30:00Z'))).toEqual({ open: true, until: at('2026-03-29T03:00:00Z') });
    // Sunday's dinner opens at 17:00 summer time: 14:00 UTC.
    expect(kitchenHours(schedule, [], at('2026-03-29T03:00:00Z'))).toEqual({ open: false, closure: null, opensAt: at('2026-03-29T14:00:00Z') });
  });

  it('keeps wall-clock times across the change to winter time (25 October 2026)', () => {
    const schedule = week({ saturday: dinner, sunday: dinner });
    expect(kitchenHours(schedule, [], at('2026-10-24T13:00:00Z'))).toEqual({ open: false, closure: null, opensAt: at('2026-10-24T14:00:00Z') });
    expect(kitchenHours(schedule, [], at('2026-10-24T19:00:00Z'))).toEqual({ open: false, closure: null, opensAt: at('2026-10-25T15:00:00Z') });
    expect(kitchenHours(schedule, [], at('2026-10-25T18:59:00Z'))).toEqual({ open: true, until: at('2026-10-25T19:00:00Z') });
  });

  it('names a time the clock skips by the instant after the jump', () => {
    expect(zoneInstant({ year: 2026, month: 3, day: 29 }, 3 * 60 + 30)).toBe(at('2026-03-29T01:30:00Z'));
  });

  it('stays closed through a closure spanning a month, and says why and when it opens', () => {
    const closures: Closure[] = [{ from: '2026-08-01', to: '2026-08-31', reason: 'Vacation' }];
    expect(kitchenHours(weekdaysDinner, closures, at('2026-07-31T15:00:00Z'))).toEqual({ open: true, until: at('2026-07-31T18:00:00Z') });
    // Monday 10 August, 18:00 summer time: closed; open again on Tuesday 1 September 17:00.
    expect(kitchenHours(weekdaysDinner, closures, at('2026-08-10T15:00:00Z'))).toEqual({ open: false, closure: closures[0], opensAt: at('2026-09-01T14:00:00Z') });
    expect(openBySchedule(weekdaysDinner, closures, at('2026-09-01T14:00:00Z'))).toBe(true);
  });

  it('reads a range ending as the next begins as one opening', () => {
    const schedule = week({ monday: [{ from: '22:00', to: '00:00' }], tuesday: [{ from: '00:00', to: '02:00' }] });
    expect(kitchenHours(schedule, [], at('2026-11-30T21:00:00Z'))).toEqual({ open: true, until: at('2026-12-01T00:00:00Z') });
  });

  it('has no next opening when every day is closed', () => {
    expect(kitchenHours(everyDay(null), [], at('2026-11-30T12:00:00Z'))).toEqual({ open: false, closure: null, opensAt: null });
  });

  it('reads 00:00-00:00 as open all day, one opening across days that are all day', () => {
    const allWeek = everyDay({ from: '00:00', to: '00:00' });
    const always = kitchenHours(allWeek, [], at('2026-11-30T03:00:00Z'));
    expect(always.open && always.until > at('2027-11-30T00:00:00Z')).toBe(true);
    const sundayOnly = week({ sunday: [{ from: '00:00', to: '00:00' }] });
    // Sunday 2026-12-06 in Vilnius (UTC+2): midnight to midnight.
    expect(kitchenHours(sundayOnly, [], at('2026-12-06T10:00:00Z'))).toEqual({ open: true, until: at('2026-12-06T22:00:00Z') });
    expect(kitchenHours(sundayOnly, [], at('2026-12-06T22:00:00Z'))).toEqual({ open: false, closure: null, opensAt: at('2026-12-12T22:00:00Z') });
  });

  it('turns a kitchen’s one daily range into every day’s', () => {
    expect(everyDay({ from: '10:00', to: '20:00' }).sunday).toEqual([{ from: '10:00', to: '20:00' }]);
  });
});

describe('what a chef may not save', () => {
  it('finds a day with overlapping, equal, too many or malformed ranges', () => {
    expect(dayProblem([{ from: '11:00', to: '15:00' }, { from: '14:00', to: '21:00' }], [])).toBe('overlap');
    expect(dayProblem([{ from: '11:00', to: '11:00' }], [])).toBe('sameTimes');
    expect(dayProblem([{ from: '00:00', to: '00:00' }], [])).toBeNull();
    expect(dayProblem([{ from: '00:00', to: '00:00' }, { from: '17:00', to: '21:00' }], [])).toBe('overlap');
    expect(rangeMinutes({ from: '00:00', to: '00:00' })).toEqual({ start: 0, end: 1440 });
    expect(rangeMinutes({ from: '12:00', to: '12:00' })).toBeNull();
    expect(dayProblem([{ from: '9:00', to: '11:00' }], [])).toBe('time');
    expect(dayProblem([{ from: '08:00', to: '09:00' }, { from: '11:00', to: '12:00' }, { from: '17:00', to: '21:00' }], [])).toBe('tooManyRanges');
    expect(dayProblem([{ from: '11:00', to: '15:00' }, { from: '17:00', to: '21:00' }], [])).toBeNull();
  });

  it('finds a night range running into the next day’s first range', () => {
    const schedule = week({ friday: [{ from: '20:00', to: '03:00' }], saturday: [{ from: '02:00', to: '06:00' }] });
    expect(scheduleProblems(schedule)).toEqual({ friday: 'overlap' });
    expect(scheduleProblems(week({ friday: [{ from: '20:00', to: '02:00' }], saturday: [{ from: '02:00', to: '06:00' }] }))).toEqual({});
  });

  it('finds a closure with an unreal day, its last day first or no reason', () => {
    expect(closureProblem({ from: '2026-02-30', to: '2026-03-02', reason: 'Holiday' })).toBe('day');
    expect(closureProblem({ from: '2026-08-31', to: '2026-08-01', reason: 'Vacation' })).toBe('lastBeforeFirst');
    expect(closureProblem({ from: '2026-08-01', to: '2026-08-01', reason: '  ' })).toBe('reasonEmpty');
    expect(closureProblem({ from: '2026-08-01', to: '2026-08-31', reason: 'Vacation' })).toBeNull();
  });
});

describe('the requests', () => {
  const issues = (result: { success: boolean; issues?: readonly v.BaseIssue<unknown>[] }) =>
    (result.issues ?? []).map((issue) => `${v.getDotPath(issue) ?? ''}: ${englishMessage(issue.message)}`);

  it('takes a week with lunch and dinner and a dinner past midnight', () => {
    const result = v.safeParse(weeklyScheduleSchema, week({ monday: [{ from: '11:00', to: '15:00' }, { from: '17:00', to: '23:30' }], friday: [{ from: '18:00', to: '01:00' }] }));
    expect(issues(result)).toEqual([]);
  });

  it('says on which day a range overlaps or repeats its time', () => {
    const result = v.safeParse(weeklyScheduleSchema, week({ tuesday: [{ from: '11:00', to: '15:00' }, { from: '14:00', to: '21:00' }], sunday: [{ from: '10:00', to: '10:00' }] }));
    expect(issues(result)).toEqual([
      'tuesday: The ranges of a day may not overlap, nor run into the next day’s first range.',
      'sunday: A range must close at another time than it opens (a closing time before the opening time means past midnight).',
    ]);
  });

  it('refuses a closure ending before it starts, or without a reason', () => {
    expect(issues(v.safeParse(closureRequestSchema, { from: '2026-08-31', to: '2026-08-01', reason: 'Vacation' }))).toEqual(['to: The last day closed cannot be before the first.']);
    expect(issues(v.safeParse(closureRequestSchema, { from: '2026-08-01', to: '2026-08-31', reason: ' ' }))).toEqual(['reason: Say why the kitchen is closed, e.g. Holiday.']);
    expect(issues(v.safeParse(closureRequestSchema, { from: '2026-08-01', to: '2026-08-31', reason: 'Vacation' }))).toEqual([]);
  });
});
