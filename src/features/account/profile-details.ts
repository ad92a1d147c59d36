// What the profile page lists, as pure functions: which details in which order, how an empty value
// reads, and how each account status is toned. The texts themselves live in i18n.en.ts.
import type { ChefStatus, User } from '@/contract';
import { statusScreen, type OnboardingScreen } from '@/session/guard';

export type ProfileTerm = 'name' | 'email' | 'phone' | 'idNumber' | 'city' | 'mainStreet' | 'address' | 'zipCode';

/** One line of the profile: null means the chef has not given it yet. */
export type ProfileDetail = { term: ProfileTerm; value: string | null };

export type StatusTone = 'green' | 'orange' | 'blue' | 'red' | 'gray';

/** A value worth showing: trimmed, and null when nothing is left. */
export function givenValue(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The first and last name as one, or null when neither is given. */
export function fullName(user: Pick<User, 'first_name' | 'last_name'>): string | null {
  return givenValue([givenValue(user.first_name), givenValue(user.last_name)].filter(Boolean).join(' '));
}

/**
 * The profile's details in page order. `cityName` is the city looked up by id, used when the row
 * has a city id but not yet its name (a profile saved on this device before the server answered).
 */
export function profileDetails(user: User, cityName: string | null = null): ProfileDetail[] {
  return [
    { term: 'name', value: fullName(user) },
    { term: 'email', value: givenValue(user.email) },
    { term: 'phone', value: givenValue(user.phone) },
    { term: 'idNumber', value: givenValue(user.id_number) },
    { term: 'city', value: givenValue(user.city) ?? givenValue(cityName) },
    { term: 'mainStreet', value: givenValue(user.main_street) },
    { term: 'address', value: givenValue(user.address) },
    { term: 'zipCode', value: givenValue(user.zip_code) },
  ];
}

/** Approved reads green, a step the chef still has to take orange, waiting for us blue. */
export function statusTone(status: ChefStatus): StatusTone {
  switch (status) {
    case 'approved':
    case 'active':
      return 'green';
    case 'registered':
    case 'personal_info_filled':
    case 'document_uploaded':
      return 'orange';
    case 'contract_signed':
    case 'need_admin_approval':
    case 'pending':
      return 'blue';
    case 'suspended':
      return 'red';
    case 'inactive':
      return 'gray';
  }
}

/** Where "Continue onboarding" leads; null for an approved chef (no link). */
export const onboardingLink = (status: ChefStatus): OnboardingScreen | null => statusScreen(status);
