// The week as the form holds it (pure): per weekday closed, open with one or two ranges, or open all
// day (00:00-00:00); turned into the week the server takes, and checked by the contract's schema so
// each day's problem shows on that day (the server's 422 says the same).
import * as v from 'valibot';
import { ALL_DAY, isAllDay, WEEKDAYS, weeklyScheduleSchema, type OpeningRange, type Weekday, type WeeklySchedule } from '@/contract';

export type DayState = 'closed' | 'open' | 'allDay';
export type DayValues = { state: DayState; first: OpeningRange; twoRanges: boolean; second: OpeningRange };
export type WeekValues = Record<Weekday, DayValues>;

const lunch: OpeningRange = { from: '11:00', to: '15:00' };
const dinner: OpeningRange = { from: '17:00', to: '21:00' };

function dayValues(ranges: readonly OpeningRange[]): DayValues {
  const [first, second] = ranges;
  if (!first) return { state: 'closed', first: lunch, twoRanges: false, second: dinner };
  if (isAllDay(first) && !second) return { state: 'allDay', first: lunch, twoRanges: false, second: dinner };
  return { state: 'open', first: { ...first }, twoRanges: Boolean(second), second: second ? { ...second } : dinner };
}

/** The form's start: the kitchen's week, or (none set) every day open 11:00-21:00. */
export function weekValues(schedule: WeeklySchedule | null): WeekValues {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, schedule ? dayValues(schedule[day]) : dayValues([{ from: '11:00', to: '21:00' }])])) as WeekValues;
}

const dayRanges = (day: DayValues): OpeningRange[] => {
  if (day.state === 'closed') return [];
  if (day.state === 'allDay') return [{ ...ALL_DAY }];
  return day.twoRanges ? [{ ...day.first }, { ...day.second }] : [{ ...day.first }];
};

export const weekOf = (values: WeekValues): WeeklySchedule => Object.fromEntries(WEEKDAYS.map((day) => [day, dayRanges(values[day])])) as WeeklySchedule;

/** Each day's first problem, as a contract message key (`validation:scheduleOverlap`). */
export function weekProblems(values: WeekValues): Partial<Record<Weekday, string>> {
  const result = v.safeParse(weeklyScheduleSchema, weekOf(values));
  if (result.success) return {};
  const problems: Partial<Record<Weekday, string>> = {};
  for (const issue of result.issues) {
    const day = issue.path?.[0]?.key;
    if (typeof day === 'string' && (WEEKDAYS as readonly string[]).includes(day)) problems[day as Weekday] ??= issue.message;
  }
  return problems;
}
