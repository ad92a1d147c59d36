// Sold-out options for today (docs/api.md, "Sold-out options", an extension of
// the spec): an option (a filling, a sauce) marked sold out carries the kitchen's day it is sold
// out for (`sold_out_day`, "YYYY-MM-DD" in Europe/Vilnius); it is back at the next day's start.
import * as v from 'valibot';
import { KITCHEN_TIME_ZONE } from './kitchen-pause.ts';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: KITCHEN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The kitchen's day ("YYYY-MM-DD", Europe/Vilnius) at an instant. */
export const kitchenDay = (instant: number): string => dayFormat.format(new Date(instant));

/** Is the option sold out at `now` (marked for the kitchen's current day)? */
export const isOptionSoldOut = (option: { sold_out_day?: string | null }, now: number): boolean =>
  !!option.sold_out_day && option.sold_out_day === kitchenDay(now);

/** POST /chef/options/{id}/sold-out */
export const optionSoldOutRequestSchema = v.object({
  sold_out: v.boolean('Sold out must be true or false.'),
});
export type OptionSoldOutRequest = v.InferOutput<typeof optionSoldOutRequestSchema>;
