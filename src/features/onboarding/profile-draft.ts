// The values the profile form starts from: the draft this device kept (what the chef typed last,
// even offline), else what the server knows (the profile row, e.g. the names from registration).
// A draft is untrusted data from storage: only its text fields are taken.
import type { ProfileUpdateInput, User } from '@/contract';

export const profileFields = ['first_name', 'last_name', 'phone', 'id_number', 'city_id', 'main_street', 'address', 'zip_code'] as const;
export type ProfileField = (typeof profileFields)[number];

/** The form's own shape: every field as typed text (the city's id too, as the select gives it). */
export type ProfileFormValues = Record<ProfileField, string> & ProfileUpdateInput;

const fromProfile = (profile: User | null): ProfileFormValues => ({
  first_name: profile?.first_name ?? '',
  last_name: profile?.last_name ?? '',
  phone: profile?.phone ?? '',
  id_number: profile?.id_number ?? '',
  city_id: profile?.city_id ? String(profile.city_id) : '',
  main_street: profile?.main_street ?? '',
  address: profile?.address ?? '',
  zip_code: profile?.zip_code ?? '',
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function profileFormValues(draft: unknown, profile: User | null): ProfileFormValues {
  const values = fromProfile(profile);
  if (!isRecord(draft)) return values;
  for (const field of profileFields) {
    const typed = draft[field];
    if (typeof typed === 'string') values[field] = typed;
    else if (field === 'city_id' && typeof typed === 'number' && Number.isFinite(typed)) values.city_id = String(typed);
  }
  return values;
}
