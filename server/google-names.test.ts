// A chef created through Google gets the names Google holds: the hidden characters the forms refuse
// (control and bidi characters, src/contract/names.ts) are removed from them.
import { afterEach, expect, it, vi } from 'vitest';
import { verifyGoogleIdToken } from './security/google.ts';

afterEach(() => vi.unstubAllGlobals());

it('removes control and bidi characters from the names Google gives', async () => {
  const info = { aud: 'client-1', iss: 'accounts.google.com', email: 'ona@gmail.test', email_verified: 'true', given_name: 'O\u202Ena', family_name: '\u2067Kazlauskienė\n' };
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(info), { status: 200, headers: { 'Content-Type': 'application/json' } })));
  expect(await verifyGoogleIdToken('token', 'client-1')).toEqual({ email: 'ona@gmail.test', first_name: 'Ona', last_name: 'Kazlauskienė' });
});
