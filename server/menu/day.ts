// The kitchen's day (Europe/Vilnius): the daily quantity and "sold out today" count per day and
// start again at the day's first instant on the kitchen's clock.
import { KITCHEN_TIME_ZONE } from '../../src/contract/index.ts';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: KITCHEN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The kitchen's day ("YYYY-MM-DD") at an instant. */
export const kitchenDayOf = (instant: number): string => dayFormat.format(new Date(instant));
