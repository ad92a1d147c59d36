// The chef's earnings (docs/api.md, "Earnings"; the money rules in
// docs/decisions/earnings-money.md): per kitchen day (Europe/Vilnius), per Monday-based week and in
// all, the completed orders' sales, delivery fees, commission and net, and the refunded orders.
// Money is integer cents end to end; the commission rate is carried as hundredths of a percent so
// no float ever touches an amount. Shared by the reference server (which computes) and the app
// (which parses the answer and refuses a malformed one rather than drawing it).
import * as v from 'valibot';
import { addDays, isoDay, parseIsoDay, weekdayIndex } from './kitchen-clock.ts';

/** The longest range one request may ask for (a quarter and a bit). */
export const EARNINGS_MAX_DAYS = 93;
/** The days the screen shows: today and the 13 before. */
export const EARNINGS_SCREEN_DAYS = 14;

const cents = v.pipe(v.number(), v.safeInteger());
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const isoDayText = v.pipe(v.string(), v.check((text) => parseIsoDay(text) !== null, 'Not a YYYY-MM-DD day.'));

const figureEntries = {
  completed_orders: count,
  sales_cents: v.pipe(cents, v.minValue(0)),
  delivery_fees_cents: v.pipe(cents, v.minValue(0)),
  commission_cents: v.pipe(cents, v.minValue(0)),
  net_cents: cents,
  refunded_orders: count,
  refunds_cents: v.pipe(cents, v.minValue(0)),
  /** The refunded orders by why: refused by the chef, expired unanswered, cancelled by the customer. */
  refused_orders: count,
  expired_orders: count,
  cancelled_orders: count,
};

export type EarningsFigures = { [K in keyof typeof figureEntries]: number };

/** Net is what the chef is paid: sales + delivery fees - commission, to the cent. */
const netAddsUp = (row: EarningsFigures) => row.net_cents === row.sales_cents + row.delivery_fees_cents - row.commission_cents;
const refundsAddUp = (row: EarningsFigures) => row.refunded_orders === row.refused_orders + row.expired_orders + row.cancelled_orders;

const netMessage = 'Net is not sales + delivery fees - commission.';
const refundsMessage = 'Refunded orders do not add up.';
const figuresSchema = v.pipe(
  v.object(figureEntries),
  v.check((row) => netAddsUp(row), netMessage),
  v.check((row) => refundsAddUp(row), refundsMessage),
);
const daySchema = v.pipe(
  v.object({ day: isoDayText, ...figureEntries }),
  v.check((row) => netAddsUp(row), netMessage),
  v.check((row) => refundsAddUp(row), refundsMessage),
);
const weekSchema = v.pipe(
  v.object({ week_start: isoDayText, from: isoDayText, to: isoDayText, ...figureEntries }),
  v.check((row) => netAddsUp(row), netMessage),
  v.check((row) => refundsAddUp(row), refundsMessage),
);
export type EarningsDay = v.InferOutput<typeof daySchema>;
export type EarningsWeek = v.InferOutput<typeof weekSchema>;

const figureKeys = Object.keys(figureEntries) as (keyof EarningsFigures)[];

/** Zeros of every figure. */
export const noEarnings = (): EarningsFigures => Object.fromEntries(figureKeys.map((key) => [key, 0])) as EarningsFigures;

/** Adds `more` into `into` (in place) and answers it. */
export function addFigures(into: EarningsFigures, more: EarningsFigures): EarningsFigures {
  for (const key of figureKeys) into[key] += more[key];
  return into;
}

const sameFigures = (a: EarningsFigures, b: EarningsFigures) => figureKeys.every((key) => a[key] === b[key]);
const sumOf = (rows: readonly EarningsFigures[]) => rows.reduce((sum, row) => addFigures(sum, row), noEarnings());

export const earningsSchema = v.pipe(
  v.object({
    currency: v.literal('EUR'),
    /** The marketplace's rate, e.g. 15 or 12.5 (COMMISSION_PERCENT). */
    commission_percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
    from: isoDayText,
    to: isoDayText,
    generated_at: v.pipe(v.string(), v.isoTimestamp()),
    days: v.array(daySchema),
    weeks: v.array(weekSchema),
    totals: figuresSchema,
  }),
  // Every day of the range once, in order; the weeks and the totals are the days' sums.
  v.check((answer) => answer.days.map((row) => row.day).join() === daysOf(answer.from, answer.to).join(), 'The days are not the range, one each.'),
  v.check(
    (answer) => answer.weeks.flatMap((week) => daysOf(week.from, week.to)).join() === answer.days.map((row) => row.day).join() && answer.weeks.every((week) => weekStartOf(week.from) === week.week_start && weekStartOf(week.to) === week.week_start),
    'The weeks are not the range cut at Mondays.',
  ),
  v.check((answer) => sameFigures(sumOf(answer.days), answer.totals), 'The totals are not the sum of the days.'),
  v.check(
    (answer) => answer.weeks.every((week) => sameFigures(sumOf(answer.days.filter((row) => row.day >= week.from && row.day <= week.to)), week)),
    'A week is not the sum of its days.',
  ),
);
export type Earnings = v.InferOutput<typeof earningsSchema>;

export const earningsQuerySchema = v.object({ from: v.optional(v.string()), to: v.optional(v.string()) });

/** The days from `from` to `to`, both included ("YYYY-MM-DD"); empty when either is not a day. */
export function daysOf(from: string, to: string): string[] {
  const first = parseIsoDay(from);
  const last = parseIsoDay(to);
  if (!first || !last) return [];
  const days: string[] = [];
  for (let day = first; isoDay(day) <= to && days.length <= EARNINGS_MAX_DAYS; day = addDays(day, 1)) days.push(isoDay(day));
  return days;
}

/** The Monday of a day's week. */
export function weekStartOf(day: string): string {
  const parsed = parseIsoDay(day);
  if (!parsed) throw new Error(`Not a day: ${day}`);
  return isoDay(addDays(parsed, -weekdayIndex(parsed)));
}

/** The range's problem in the chef's words, or null when it is one the server answers. */
export function earningsRangeProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (parseIsoDay(from) === null) return { field: 'from', message: 'The from field must be a date (YYYY-MM-DD).' };
  if (parseIsoDay(to) === null) return { field: 'to', message: 'The to field must be a date (YYYY-MM-DD).' };
  if (to < from) return { field: 'to', message: 'The to field must be a day on or after from.' };
  if (daysOf(from, to).length > EARNINGS_MAX_DAYS) return { field: 'to', message: `The range may be at most ${EARNINGS_MAX_DAYS} days.` };
  return null;
}

/**
 * COMMISSION_PERCENT as hundredths of a percent ("15" → 1500, "12.5" → 1250), or null when it is not
 * a number from 0 to 100 with at most 2 decimals. Read from the text so no float rounding creeps in.
 */
export function commissionBasisPoints(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return points <= 10_000 ? points : null;
}

/** The commission on one order's sales, rounded half up to the cent (integers only: 670 at 15 % is
 * 100.5 → 101). */
export const commissionCents = (salesCents: number, basisPoints: number): number => Math.floor((salesCents * basisPoints + 5_000) / 10_000);
