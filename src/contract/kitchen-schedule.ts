// The kitchen's week (docs/api.md, Kitchen schedule): per weekday closed, or one or two opening
// ranges (lunch and dinner), and closures by date range with a reason (a holiday, a vacation).
// One set of rules for the reference server (it takes orders only while the kitchen is open by
// its schedule) and the app (the kitchen screen's "Open until 21:00" and "Closed today (Holiday),
// opens Tuesday 17:00", worked out on the phone, offline too), on the kitchen's clock
// (kitchen-clock.ts: Europe/Vilnius, daylight-saving changes included).
//
// The rules a chef would expect:
// - A range whose end is not after its start runs past midnight: 18:00-01:00 is open until one in
//   the morning of the next day. 00:00 as an end is midnight; 00:00-00:00 is the whole day open.
// - A closure names days, first and last included. It closes every range that starts on one of
//   them; a range that started the evening before runs to its end (the shift had begun).
// - Wall-clock times hold across daylight-saving changes: a dinner from 17:00 to 21:00 opens at
//   17:00 on the clock on both sides of the change (so the night of a change is an hour shorter or
//   longer for a range across it).
import * as v from 'valibot';
import { msg, type ValidationMessageKey } from './messages.en.ts';
import { addDays, isoDay, parseClockTime, parseIsoDay, weekdayIndex, zoneDay, zoneInstant, KITCHEN_TIME_ZONE, type CalendarDay } from './kitchen-clock.ts';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** At most this many ranges a day (lunch and dinner). */
export const MAX_RANGES_A_DAY = 2;
/** How far ahead the next opening is looked for (a year's closures and a closed week beyond). */
const LOOK_AHEAD_DAYS = 400;

/** An opening range on the kitchen's clock, "HH:MM" to "HH:MM". */
export interface OpeningRange {
  from: string;
  to: string;
}

export type WeeklySchedule = Record<Weekday, OpeningRange[]>;

export interface Closure {
  /** "YYYY-MM-DD", the first day closed. */
  from: string;
  /** "YYYY-MM-DD", the last day closed (included). */
  to: string;
  /** What the chef wrote or chose: "Holiday", "Vacation", free text. */
  reason: string;
}

/** A range as it happens once: the instants it opens and closes, and the day it belongs to. */
export interface Opening {
  start: number;
  end: number;
  day: CalendarDay;
}

export type KitchenHours =
  | { open: true; until: number }
  | { open: false; closure: Closure | null; opensAt: number | null };

/** Every weekday with the same range: what a kitchen's one daily range becomes. */
export function everyDay(range: OpeningRange | null): WeeklySchedule {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, range ? [{ ...range }] : []])) as WeeklySchedule;
}

/** "00:00" to "00:00": open the whole day (24 hours); the only range whose times may be equal. */
export const ALL_DAY: OpeningRange = { from: '00:00', to: '00:00' };
export const isAllDay = (range: OpeningRange): boolean => range.from === ALL_DAY.from && range.to === ALL_DAY.to;

/** Minutes from the day's midnight to the range's start and end (the end past 1440 when the range
 * runs past midnight; 00:00-00:00 is the whole day, 0 to 1440), or null when the times are not
 * "HH:MM" or are otherwise equal. */
export function rangeMinutes(range: OpeningRange): { start: number; end: number } | null {
  const start = parseClockTime(range.from);
  const end = parseClockTime(range.to);
  if (start === null || end === null) return null;
  if (isAllDay(range)) return { start: 0, end: 1440 };
  if (start === end) return null;
  return { start, end: end > start ? end : end + 1440 };
}

/** The closure that covers a day, if any (the first one given). */
export function closureOn(closures: readonly Closure[], day: CalendarDay): Closure | null {
  const name = isoDay(day);
  return closures.find((closure) => closure.from <= name && name <= closure.to) ?? null;
}

/** The openings that start on a day, closures left out, in order. */
export function openingsOn(schedule: WeeklySchedule, closures: readonly Closure[], day: CalendarDay, timeZone = KITCHEN_TIME_ZONE): Opening[] {
  if (closureOn(closures, day)) return [];
  const ranges = schedule[WEEKDAYS[weekdayIndex(day)] as Weekday] ?? [];
  return ranges
    .map(rangeMinutes)
    .filter((minutes): minutes is { start: number; end: number } => minutes !== null)
    .sort((a, b) => a.start - b.start)
    .map((minutes) => ({ start: zoneInstant(day, minutes.start, timeZone), end: zoneInstant(day, minutes.end, timeZone), day }));
}

/** Is the kitchen open by its schedule at an instant, until when; or why not and when it opens. An
 * opening that ends as the next begins (22:00-24:00, then 00:00-02:00) is one: open until 02:00. */
export function kitchenHours(schedule: WeeklySchedule, closures: readonly Closure[], at: number, timeZone = KITCHEN_TIME_ZONE): KitchenHours {
  const today = zoneDay(at, timeZone);
  // The end of the opening the instant is in (stretched by openings that follow on at once).
  let until: number | null = null;
  for (let offset = -1; offset <= LOOK_AHEAD_DAYS; offset += 1) {
    for (const opening of openingsOn(schedule, closures, addDays(today, offset), timeZone)) {
      if (until !== null) {
        if (opening.start > until) return { open: true, until };
        until = Math.max(until, opening.end);
      } else if (opening.start <= at && at < opening.end) {
        until = opening.end;
      } else if (opening.start > at) {
        return { open: false, closure: closureOn(closures, today), opensAt: opening.start };
      }
    }
  }
  return until !== null ? { open: true, until } : { open: false, closure: closureOn(closures, today), opensAt: null };
}

/** Is the kitchen open by its schedule at an instant (the server's check before it takes an order). */
export const openBySchedule = (schedule: WeeklySchedule, closures: readonly Closure[], at: number, timeZone = KITCHEN_TIME_ZONE): boolean =>
  kitchenHours(schedule, closures, at, timeZone).open;

export type ScheduleProblem = 'time' | 'sameTimes' | 'tooManyRanges' | 'overlap';
export type ClosureProblem = 'day' | 'lastBeforeFirst' | 'reasonEmpty';

/** What is wrong with a weekday's ranges (and the next day's, which a range past midnight may run
 * into), or null when nothing is. */
export function dayProblem(ranges: readonly OpeningRange[], nextDay: readonly OpeningRange[]): ScheduleProblem | null {
  if (ranges.length > MAX_RANGES_A_DAY) return 'tooManyRanges';
  const minutes: { start: number; end: number }[] = [];
  for (const range of ranges) {
    if (parseClockTime(range.from) === null || parseClockTime(range.to) === null) return 'time';
    const parsed = rangeMinutes(range);
    if (!parsed) return 'sameTimes';
    minutes.push(parsed);
  }
  minutes.sort((a, b) => a.start - b.start);
  for (let index = 1; index < minutes.length; index += 1) {
    if ((minutes[index - 1]?.end ?? 0) > (minutes[index]?.start ?? 0)) return 'overlap';
  }
  const last = minutes[minutes.length - 1];
  const nextStarts = nextDay.map((range) => parseClockTime(range.from)).filter((start): start is number => start !== null);
  if (last && last.end > 1440 && nextStarts.some((start) => start + 1440 < last.end)) return 'overlap';
  return null;
}

/** Each weekday's problem, only the days that have one. */
export function scheduleProblems(schedule: WeeklySchedule): Partial<Record<Weekday, ScheduleProblem>> {
  const problems: Partial<Record<Weekday, ScheduleProblem>> = {};
  WEEKDAYS.forEach((weekday, index) => {
    const next = WEEKDAYS[(index + 1) % WEEKDAYS.length] as Weekday;
    const problem = dayProblem(schedule[weekday], schedule[next]);
    if (problem) problems[weekday] = problem;
  });
  return problems;
}

/** What is wrong with a closure, or null when nothing is. */
export function closureProblem(closure: Closure): ClosureProblem | null {
  if (!parseIsoDay(closure.from) || !parseIsoDay(closure.to)) return 'day';
  if (closure.to < closure.from) return 'lastBeforeFirst';
  if (closure.reason.trim() === '') return 'reasonEmpty';
  return null;
}

// ---- The requests (PUT /chef/kitchen/schedule, POST /chef/kitchen/closures) ----

const scheduleMessages: Record<ScheduleProblem, ValidationMessageKey> = {
  time: 'timeInvalid',
  sameTimes: 'scheduleSameTimes',
  tooManyRanges: 'scheduleTooManyRanges',
  overlap: 'scheduleOverlap',
};

const rangeSchema = v.object({
  from: v.pipe(v.string(msg('timeInvalid')), v.regex(HH_MM, msg('timeInvalid'))),
  to: v.pipe(v.string(msg('timeInvalid')), v.regex(HH_MM, msg('timeInvalid'))),
});
const daySchema = v.pipe(v.array(rangeSchema), v.maxLength(MAX_RANGES_A_DAY, msg('scheduleTooManyRanges')));

/** The whole week, as the chef saves it: each day's problem is reported on that day. */
export const weeklyScheduleSchema = v.pipe(
  v.object(Object.fromEntries(WEEKDAYS.map((day) => [day, daySchema])) as Record<Weekday, typeof daySchema>),
  ...WEEKDAYS.map((weekday, index) =>
    v.forward(
      v.check((week: WeeklySchedule) => dayProblem(week[weekday], week[WEEKDAYS[(index + 1) % WEEKDAYS.length] as Weekday]) === null, (issue) => {
        const week = issue.input as WeeklySchedule;
        const problem = dayProblem(week[weekday], week[WEEKDAYS[(index + 1) % WEEKDAYS.length] as Weekday]);
        return msg(problem ? scheduleMessages[problem] : 'scheduleOverlap');
      }),
      [weekday],
    ),
  ),
);

const closureMessages: Record<ClosureProblem, ValidationMessageKey> = {
  day: 'closureDayInvalid',
  lastBeforeFirst: 'closureLastBeforeFirst',
  reasonEmpty: 'closureReasonRequired',
};

const closureFields = {
  from: v.pipe(v.string(msg('closureDayInvalid')), v.check((day: string) => parseIsoDay(day) !== null, msg('closureDayInvalid'))),
  to: v.pipe(v.string(msg('closureDayInvalid')), v.check((day: string) => parseIsoDay(day) !== null, msg('closureDayInvalid'))),
  reason: v.pipe(v.string(msg('closureReasonRequired')), v.trim(), v.nonEmpty(msg('closureReasonRequired')), v.maxLength(60, msg('closureReasonTooLong'))),
};
/** A closure as the chef adds it. */
export const closureRequestSchema = v.pipe(
  v.object(closureFields),
  v.forward(
    v.partialCheck([['from'], ['to']], (closure) => closureProblem({ ...closure, reason: 'x' }) !== 'lastBeforeFirst', msg(closureMessages.lastBeforeFirst)),
    ['to'],
  ),
);
export type ClosureRequest = v.InferOutput<typeof closureRequestSchema>;

// ---- In the kitchen resource (GET /chef/kitchen: `schedule` and `closures`) ----

const storedRangeSchema = v.object({ from: v.string(), to: v.string() });
const storedDaySchema = v.optional(v.array(storedRangeSchema), []);
/** The week as the kitchen resource shows it; null: the kitchen never set hours (no limit). */
export const weeklyScheduleResultSchema = v.object(Object.fromEntries(WEEKDAYS.map((day) => [day, storedDaySchema])) as Record<Weekday, typeof storedDaySchema>);

/** A closure as stored: its id, and the device's id for it when the app added it (a retry finds it). */
export const kitchenClosureSchema = v.object({
  id: v.number(),
  client_id: v.nullish(v.string(), null),
  from: v.string(),
  to: v.string(),
  reason: v.string(),
});
export type KitchenClosure = v.InferOutput<typeof kitchenClosureSchema>;

/** POST /chef/kitchen/closures: the closure and the device's id for it (optional, a UUID). */
export const closureAddRequestSchema = v.pipe(
  v.object({ ...closureFields, client_id: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(64))), null) }),
  v.forward(
    v.partialCheck([['from'], ['to']], (closure) => closureProblem({ ...closure, reason: 'x' }) !== 'lastBeforeFirst', msg(closureMessages.lastBeforeFirst)),
    ['to'],
  ),
);
export type ClosureAddRequest = v.InferOutput<typeof closureAddRequestSchema>;

/** Closures that have not ended by a kitchen day ("YYYY-MM-DD"), soonest first. */
export function closuresAhead<T extends Closure>(closures: readonly T[], today: string): T[] {
  return closures.filter((closure) => closure.to >= today).sort((a, b) => (a.from === b.from ? a.to.localeCompare(b.to) : a.from.localeCompare(b.from)));
}
