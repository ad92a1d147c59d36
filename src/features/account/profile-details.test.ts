import { describe, expect, it } from 'vitest';
import { chefStatuses, type User } from '@/contract';
import { accountEn } from './i18n.en';
import { fullName, givenValue, onboardingLink, profileDetails, statusTone } from './profile-details';

const chef: User = {
  id: 7,
  uuid: 'u-7',
  status: 'approved',
  first_name: 'Ona',
  last_name: 'Petraitė',
  email: 'ona@chef.test',
  phone: '+37060000000',
  id_number: '48901011234',
  city_id: 1,
  city: 'Vilnius',
  main_street: 'Gedimino pr.',
  address: '12-3',
  zip_code: 'LT-01103',
};

const valueOf = (details: ReturnType<typeof profileDetails>, term: string) => details.find((detail) => detail.term === term)?.value;

describe('givenValue', () => {
  it('treats null, undefined, empty and blank as not given', () => {
    for (const empty of [null, undefined, '', '   ']) expect(givenValue(empty)).toBeNull();
  });
  it('trims a given value', () => {
    expect(givenValue('  LT-01103 ')).toBe('LT-01103');
  });
});

describe('fullName', () => {
  it('joins first and last name, or gives one of them alone', () => {
    expect(fullName(chef)).toBe('Ona Petraitė');
    expect(fullName({ first_name: ' ', last_name: 'Petraitė' })).toBe('Petraitė');
    expect(fullName({ first_name: '', last_name: '' })).toBeNull();
  });
});

describe('profileDetails', () => {
  it('lists the details in the order of the page, one per term', () => {
    expect(profileDetails(chef).map((detail) => detail.term)).toEqual(['name', 'email', 'phone', 'idNumber', 'city', 'mainStreet', 'address', 'zipCode']);
    expect(profileDetails(chef).map((detail) => accountEn.profile.terms[detail.term])).toEqual([
      'Name', 'Email', 'Phone', 'ID number', 'City', 'Main street', 'Address', 'Postal code',
    ]);
  });

  it('gives null for every detail a new chef has not filled in', () => {
    const fresh: User = { ...chef, status: 'registered', phone: null, id_number: null, city_id: null, city: null, main_street: '', address: null, zip_code: null };
    const details = profileDetails(fresh);
    expect(details.filter((detail) => detail.value === null).map((detail) => detail.term)).toEqual(['phone', 'idNumber', 'city', 'mainStreet', 'address', 'zipCode']);
    expect(valueOf(details, 'email')).toBe('ona@chef.test');
  });

  it("uses the looked-up city name only when the row has none", () => {
    expect(valueOf(profileDetails({ ...chef, city: null }, 'Kaunas'), 'city')).toBe('Kaunas');
    expect(valueOf(profileDetails(chef, 'Kaunas'), 'city')).toBe('Vilnius');
    expect(valueOf(profileDetails({ ...chef, city: null }), 'city')).toBeNull();
  });
});

describe('account status', () => {
  it('has a human text and a tone for every status the contract knows', () => {
    for (const status of chefStatuses) {
      expect(accountEn.profile.status[status]).toMatch(/^[A-Z][a-z ]+$/);
      expect(statusTone(status)).toBeTruthy();
    }
  });

  it('names each onboarding step by what the chef has to do next', () => {
    const { status } = accountEn.profile;
    expect(status.approved).toBe('Approved');
    expect(status.registered).toBe('Profile to complete');
    expect(status.personal_info_filled).toBe('Documents to upload');
    expect(status.document_uploaded).toBe('Contract to sign');
    expect(status.need_admin_approval).toBe('Pending approval');
    expect(status.contract_signed).toBe('Pending approval');
    expect(status.suspended).toBe('Suspended');
  });

  it('tones approved green and suspended red', () => {
    expect(statusTone('approved')).toBe('green');
    expect(statusTone('suspended')).toBe('red');
    expect(statusTone('registered')).toBe('orange');
  });

  it('offers "Continue onboarding" to the status screen only while not approved', () => {
    expect(onboardingLink('approved')).toBeNull();
    expect(onboardingLink('active')).toBeNull();
    expect(onboardingLink('registered')).toBe('/update-profile');
    expect(onboardingLink('personal_info_filled')).toBe('/upload-documents');
    expect(onboardingLink('need_admin_approval')).toBe('/pending-approval');
  });
});
