// The values the kitchen form starts from: the 'kitchen' draft this device kept (what the chef
// typed last, even offline, and the resized logo they chose), else the kitchen as stored
// (db.kitchen). A draft is untrusted data from storage: only its text fields, a known delivery
// option and a logo that really is a Blob are taken.
import { deliveryOptions, type DeliveryOption, type Kitchen } from '@/contract';

export const kitchenFields = [
  'name',
  'phone',
  'description',
  'city_id',
  'postal_code',
  'main_street',
  'building_details',
  'opening_time',
  'closing_time',
  'preparation_time',
  'delivery_option',
  'delivery_cost',
  'latitude',
  'longitude',
] as const;
export type KitchenField = (typeof kitchenFields)[number];

/** The form's own shape: every field as typed text, the delivery option one of three. */
export type KitchenFormValues = Record<Exclude<KitchenField, 'delivery_option'>, string> & { delivery_option: DeliveryOption };

/** A logo the chef chose and the device already resized, waiting to be saved with the form. */
export type ChosenLogo = {
  blob: Blob;
  name: string;
  originalBytes: number;
  width: number;
  height: number;
};

export type KitchenDraft = {
  values: KitchenFormValues;
  logo: ChosenLogo | null;
};

const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

export function kitchenFormValues(kitchen: Kitchen | null | undefined): KitchenFormValues {
  return {
    name: text(kitchen?.name),
    phone: text(kitchen?.phone),
    description: text(kitchen?.description),
    city_id: kitchen?.city_id ? String(kitchen.city_id) : '',
    postal_code: text(kitchen?.postal_code),
    main_street: text(kitchen?.main_street),
    building_details: text(kitchen?.building_details),
    opening_time: text(kitchen?.opening_time),
    closing_time: text(kitchen?.closing_time),
    preparation_time: text(kitchen?.preparation_time),
    delivery_option: kitchen?.delivery_option ?? 'both',
    delivery_cost: typeof kitchen?.delivery_cost === 'number' ? kitchen.delivery_cost.toFixed(2) : '',
    latitude: text(kitchen?.latitude),
    longitude: text(kitchen?.longitude),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isDeliveryOption = (value: unknown): value is DeliveryOption => deliveryOptions.some((option) => option === value);
const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

function logoOf(value: unknown): ChosenLogo | null {
  if (!isRecord(value) || !(value.blob instanceof Blob) || typeof value.name !== 'string') return null;
  if (!positive(value.originalBytes) || !positive(value.width) || !positive(value.height)) return null;
  return {
    blob: value.blob,
    name: value.name,
    originalBytes: value.originalBytes,
    width: value.width,
    height: value.height,
  };
}

/** The draft's values over the kitchen's, and the draft's logo. */
export function kitchenDraftOf(draft: unknown, kitchen: Kitchen | null | undefined): KitchenDraft {
  const values = kitchenFormValues(kitchen);
  if (!isRecord(draft)) return { values, logo: null };
  const typed = isRecord(draft.values) ? draft.values : {};
  for (const field of kitchenFields) {
    const value = typed[field];
    if (field === 'delivery_option') {
      if (isDeliveryOption(value)) values.delivery_option = value;
    } else if (typeof value === 'string') values[field] = value;
  }
  return { values, logo: logoOf(draft.logo) };
}

/** Does the draft differ from the kitchen as stored (typed changes or a new logo)? */
export function hasChanges(draft: KitchenDraft, kitchen: Kitchen | null | undefined): boolean {
  if (draft.logo) return true;
  const stored = kitchenFormValues(kitchen);
  return kitchenFields.some((field) => draft.values[field] !== stored[field]);
}
