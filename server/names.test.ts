// Names a person reads: register and the profile update refuse control and
// text-direction characters with a field message (422), and store nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoPassword, startServer, type Harness } from './testing/harness.ts';
import { registerChef, updateProfile, validProfile } from './testing/onboarding.ts';

const message = 'Name may not contain control or text-direction characters.';
let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.dispose());

describe('names with hidden characters', () => {
  it('register answers 422 on the name field and creates no account', async () => {
    const email = 'hidden-name@chef.test';
    const answer = await call(h.server.url, 'POST', '/api/chef/auth/register', {
      body: { first_name: 'Ona\u202Eliam', last_name: 'Žemaitė\u0007', email, password: demoPassword, password_confirmation: demoPassword },
    });
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual({ first_name: [message], last_name: [message] });
    expect(h.server.db.prepare('SELECT COUNT(*) AS n FROM chefs WHERE email = ?').get(email)).toEqual({ n: 0 });
  });

  it('the profile update answers 422 and keeps the name', async () => {
    const chef = await registerChef(h.server.url);
    const answer = await updateProfile(h.server.url, chef.token, { ...validProfile, last_name: '\u2066Žemaitė\u2069' });
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual({ last_name: [message] });
    const stored = h.server.db.prepare('SELECT last_name FROM chefs WHERE id = ?').get(chef.user.id);
    expect(stored).toEqual({ last_name: 'Žemaitė' });
  });
});
