import { describe, expect, it } from 'vitest';
import type { User } from '@/contract';
import { profileFormValues } from './profile-draft';

const registered: User = {
  id: 3,
  uuid: 'u-3',
  status: 'registered',
  first_name: 'Ona',
  last_name: 'Kazlauskienė',
  email: 'ona@chef.test',
  phone: null,
  id_number: null,
  city_id: null,
  city: null,
  main_street: null,
  address: null,
  zip_code: null,
};

describe('profile form values', () => {
  it('starts from the profile when there is no draft (the names from registration)', () => {
    expect(profileFormValues(undefined, registered)).toEqual({
      first_name: 'Ona',
      last_name: 'Kazlauskienė',
      phone: '',
      id_number: '',
      city_id: '',
      main_street: '',
      address: '',
      zip_code: '',
    });
    expect(profileFormValues(undefined, { ...registered, city_id: 2, phone: '+37061234567' })).toMatchObject({ city_id: '2', phone: '+37061234567' });
  });

  it('prefers what the chef typed on this device, field by field', () => {
    const values = profileFormValues({ phone: '8612', city_id: '4', zip_code: 'lt-0' }, registered);
    expect(values).toMatchObject({ first_name: 'Ona', phone: '8612', city_id: '4', zip_code: 'lt-0' });
    expect(profileFormValues({ first_name: '' }, registered).first_name).toBe('');
  });

  it('takes nothing from a damaged draft', () => {
    const values = profileFormValues({ phone: 42, id_number: { x: 1 }, city_id: 5, extra: 'x' }, registered);
    expect(values).toMatchObject({ phone: '', id_number: '', city_id: '5' });
    expect(values).not.toHaveProperty('extra');
    expect(profileFormValues('junk', null).first_name).toBe('');
    expect(profileFormValues([1, 2], registered).last_name).toBe('Kazlauskienė');
  });
});
