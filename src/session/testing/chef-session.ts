// Test fixtures of the session (unit tests only): a chef of a given account status, as the stored
// user data and as a signed-in session, and the signed-out session.
import type { ChefStatus, User } from '@/contract';
import type { Session } from '@/session/session';

export const testUser = (status: ChefStatus): User => ({
  id: 1, uuid: 'u', status, first_name: 'A', last_name: 'B', email: 'a@b.c',
  phone: null, id_number: null, city_id: null, city: null, main_street: null, address: null, zip_code: null,
});

export const signedInChef = (status: ChefStatus): Session => ({ isLoggedIn: true, token: 'tok', userData: testUser(status) });

export const signedOut: Session = { isLoggedIn: false, token: null, userData: null };
