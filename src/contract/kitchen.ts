// The chef's kitchen (design/api.md, Kitchen; spec sections 3 and 5): the entity, the edit request
// with its rules, open/closed, pause with auto-resume, the analytics, and the logo checks. The app
// validates the form with these schemas and the reference server validates the request with them.
import * as v from 'valibot';
import { kitchenBusySchema } from './kitchen-busy.ts';
import { kitchenClosureSchema, weeklyScheduleResultSchema } from './kitchen-schedule.ts';
import { msg } from './messages.en.ts';
import { cityIdField, phoneField, postalCodeField } from './onboarding.ts';
import { IMAGE_MAX_BYTES, IMAGE_SIGNATURE_BYTES, imageMimeTypes, imageProblem, imageTypeOfContent, type ImageProblem, type ImageType } from './image.ts';

export const deliveryOptions = ['delivery', 'pickup', 'both'] as const;
export type DeliveryOption = (typeof deliveryOptions)[number];

/** Why new orders are paused: the chef asked, the server saw no live connection (heartbeat), or
 * orders in a row expired unanswered (MISSED_ORDERS_PAUSE on the server). */
export const pauseReasons = ['chef', 'offline', 'missed_orders'] as const;
export type PauseReason = (typeof pauseReasons)[number];

/** A pause of new orders: since when, until when (null: until the chef resumes) and why; a pause
 * for missed orders says how many orders in a row were not answered ("2 orders were not answered"). */
export const kitchenPauseSchema = v.object({
  reason: v.picklist(pauseReasons),
  since: v.string(),
  until: v.nullable(v.string()),
  missed_orders: v.optional(v.number()),
});
export type KitchenPause = v.InferOutput<typeof kitchenPauseSchema>;

export const kitchenSchema = v.object({
  id: v.number(),
  name: v.string(),
  phone: v.nullish(v.string(), null),
  description: v.nullish(v.string(), null),
  logo_url: v.nullish(v.string(), null),
  city_id: v.nullish(v.number(), null),
  city: v.nullish(v.string(), null),
  postal_code: v.nullish(v.string(), null),
  main_street: v.nullish(v.string(), null),
  building_details: v.nullish(v.string(), null),
  opening_time: v.nullish(v.string(), null),
  closing_time: v.nullish(v.string(), null),
  preparation_time: v.nullish(v.number(), null),
  delivery_option: v.picklist(deliveryOptions),
  delivery_cost: v.nullish(v.number(), null),
  latitude: v.nullish(v.number(), null),
  longitude: v.nullish(v.number(), null),
  is_open: v.boolean(),
  /** null when new orders are not paused (a pause past its `until` is over and reads as null). */
  pause: v.nullish(kitchenPauseSchema, null),
  /** Busy mode (an extension): null when not busy (one past its `until` reads as null). */
  busy: v.nullish(kitchenBusySchema, null),
  /** The week's hours (kitchen-schedule.ts); null (or missing, from an older server): never set,
   * orders are limited only by the open switch and the pause. */
  schedule: v.nullish(weeklyScheduleResultSchema, null),
  /** Closures that have not ended, soonest first. */
  closures: v.optional(v.array(kitchenClosureSchema), []),
  updated_at: v.string(),
});
export type Kitchen = v.InferOutput<typeof kitchenSchema>;

/** Does the kitchen take new orders right now? Open, and not paused (a pause past its end is over). */
export function takesOrders(kitchen: Pick<Kitchen, 'is_open' | 'pause'>, now: number): boolean {
  if (!kitchen.is_open) return false;
  const pause = kitchen.pause;
  if (!pause) return true;
  return pause.until !== null && Date.parse(pause.until) <= now;
}

// ---- The edit request (POST /chef/kitchen, multipart: these fields and an optional `logo`) ----

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeField = (required: 'openingTimeRequired' | 'closingTimeRequired') =>
  v.pipe(v.string(msg(required)), v.trim(), v.nonEmpty(msg(required)), v.regex(HH_MM, msg('timeInvalid')));

/** A number typed in a form (text) or sent as JSON; '' and missing read as NaN (not a number). */
const typedNumber = (required: Parameters<typeof msg>[0]) =>
  v.pipe(
    v.union([v.number(), v.string()], msg(required)),
    v.transform((value) => (typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value.trim().replace(',', '.'))) : value)),
    v.number(msg(required)),
  );

const optionalText = (max: number, tooLong: Parameters<typeof msg>[0]) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((value) => (value ?? '').trim()),
    v.maxLength(max, msg(tooLong)),
  );

/** Delivery cost: '' or missing is "none" (null); otherwise euros, 0 or more, two decimals at most. */
const deliveryCostField = v.pipe(
  v.optional(v.nullable(v.union([v.number(), v.string()])), null),
  v.transform((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : Number(String(value).trim().replace(',', '.')))),
  v.nullable(v.pipe(v.number(msg('deliveryCostInvalid')), v.minValue(0, msg('deliveryCostMin')), v.maxValue(1000, msg('deliveryCostInvalid')))),
);

export const kitchenUpdateRequestSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(msg('kitchenNameRequired')), v.trim(), v.nonEmpty(msg('kitchenNameRequired')), v.maxLength(100, msg('kitchenNameTooLong'))),
    phone: phoneField,
    description: optionalText(1000, 'kitchenDescriptionTooLong'),
    city_id: cityIdField,
    postal_code: postalCodeField,
    main_street: v.pipe(v.string(msg('mainStreetRequired')), v.trim(), v.nonEmpty(msg('mainStreetRequired')), v.maxLength(150, msg('fieldTooLong'))),
    building_details: optionalText(150, 'fieldTooLong'),
    opening_time: timeField('openingTimeRequired'),
    closing_time: timeField('closingTimeRequired'),
    preparation_time: v.pipe(
      typedNumber('kitchenPreparationTimeRequired'),
      v.integer(msg('kitchenPreparationTimeRange')),
      v.minValue(5, msg('kitchenPreparationTimeRange')),
      v.maxValue(180, msg('kitchenPreparationTimeRange')),
    ),
    delivery_option: v.picklist(deliveryOptions, msg('deliveryOptionRequired')),
    delivery_cost: deliveryCostField,
    latitude: v.pipe(typedNumber('latitudeRequired'), v.minValue(-90, msg('latitudeRange')), v.maxValue(90, msg('latitudeRange'))),
    longitude: v.pipe(typedNumber('longitudeRequired'), v.minValue(-180, msg('longitudeRange')), v.maxValue(180, msg('longitudeRange'))),
  }),
  // Closing after opening, or before it (past midnight): only the same time is not a day's hours,
  // but 00:00 to 00:00, which is the whole day open (kitchen-schedule.ts).
  v.forward(
    v.partialCheck(
      [['opening_time'], ['closing_time']],
      (input) => input.opening_time !== input.closing_time || input.opening_time === '00:00',
      msg('closingSameAsOpening'),
    ),
    ['closing_time'],
  ),
  v.forward(
    v.partialCheck([['delivery_option'], ['delivery_cost']], (input) => input.delivery_option === 'pickup' || input.delivery_cost !== null, msg('deliveryCostRequired')),
    ['delivery_cost'],
  ),
);
/** What the form holds (numbers as typed text) and what is sent (normalised numbers). */
export type KitchenUpdateInput = v.InferInput<typeof kitchenUpdateRequestSchema>;
export type KitchenUpdateRequest = v.InferOutput<typeof kitchenUpdateRequestSchema>;

// ---- Open / closed and pause ----

/** POST /chef/kitchen/toggle: the state the chef chose (not a flip, so a replay changes nothing). */
export const kitchenToggleRequestSchema = v.object({ is_open: v.boolean(msg('isOpenRequired')) });
export type KitchenToggleRequest = v.InferOutput<typeof kitchenToggleRequestSchema>;

/** POST /chef/kitchen/pause: for 15 min, 30 min, 1 hour, or until the next opening time. The
 * server counts from the tap (`X-Action-At`, clamped like the order actions'). */
export const pauseLengths = ['15_min', '30_min', '1_hour', 'until_opening'] as const;
export type PauseLength = (typeof pauseLengths)[number];
export const kitchenPauseRequestSchema = v.object({ pause_for: v.picklist(pauseLengths, msg('pauseLengthRequired')) });
export type KitchenPauseRequest = v.InferOutput<typeof kitchenPauseRequestSchema>;
/** Minutes of each fixed pause length. */
export const pauseMinutes: Record<Exclude<PauseLength, 'until_opening'>, number> = { '15_min': 15, '30_min': 30, '1_hour': 60 };
// POST /chef/kitchen/resume has no body: it ends any pause (the chef's or the heartbeat's).

// ---- Analytics (GET /chef/kitchen/analytics) ----

/** One day of the last 30 (the kitchen's days, Europe/Vilnius): orders received, revenue of the
 * completed ones (euros). */
export const kitchenDaySchema = v.object({ day: v.string(), orders: v.number(), revenue: v.number() });
export type KitchenDay = v.InferOutput<typeof kitchenDaySchema>;

export const kitchenAnalyticsSchema = v.object({
  total_orders: v.number(),
  total_completed: v.number(),
  total_amount: v.number(),
  rating: v.nullish(v.number(), null),
  /** Oldest first, 30 entries, days without orders included (zeros). */
  daily: v.optional(v.array(kitchenDaySchema), []),
});
export type KitchenAnalytics = v.InferOutput<typeof kitchenAnalyticsSchema>;

// ---- The logo: JPG, PNG or WebP by content, at most 5 MB (the shared image check, image.ts) ----

export const LOGO_MAX_BYTES = IMAGE_MAX_BYTES;
export type LogoType = ImageType;
export const logoMimeTypes = imageMimeTypes;
/** Bytes of a file's start that `logoTypeOfContent` needs. */
export const LOGO_SIGNATURE_BYTES = IMAGE_SIGNATURE_BYTES;

/** The image type a file's first bytes show, or null when it is not a JPG, PNG or WebP. */
export const logoTypeOfContent = imageTypeOfContent;

export type LogoProblem = 'logoTooLarge' | 'logoType' | 'logoEmpty';
const logoProblems: Record<ImageProblem, LogoProblem> = { empty: 'logoEmpty', tooLarge: 'logoTooLarge', type: 'logoType' };

/** Why a logo cannot be sent, or null when it can: empty, too large, or not an image by content. */
export function logoProblem(file: { size: number; head: Uint8Array }): LogoProblem | null {
  const problem = imageProblem(file);
  return problem ? logoProblems[problem] : null;
}
