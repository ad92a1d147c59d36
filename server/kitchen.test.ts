// GET /chef/kitchen: the approved demo chef's seeded kitchen; a newly approved chef's kitchen made
// from the profile (closed, no estimate); each chef sees only their own; 403 until approved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { kitchenSchema } from '../src/contract/index.ts';
import { demoKitchen } from './db/seed-kitchen.ts';
import { call, login, setChefStatus, setKitchen, startServer, type Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.dispose());

const kitchenOf = async (email: string) => {
  const { token } = await login(h.server.url, email);
  return call(h.server.url, 'GET', '/api/chef/kitchen', { token });
};

describe('GET /chef/kitchen', () => {
  it('answers the demo chef their seeded kitchen, in the contract shape', async () => {
    const answer = await kitchenOf('demo@chef.test');
    expect(answer.status).toBe(200);
    const kitchen = v.parse(kitchenSchema, answer.json.result);
    expect(kitchen).toMatchObject({
      name: demoKitchen.name,
      city: 'Vilnius',
      postal_code: 'LT-01103',
      opening_time: demoKitchen.opening_time,
      closing_time: demoKitchen.closing_time,
      preparation_time: 30,
      delivery_option: 'both',
      delivery_cost: 2.5,
      is_open: true,
    });
  });

  it('makes a newly approved chef a closed kitchen from the profile, without an estimate, and keeps it', async () => {
    setChefStatus(h.server, 'pending@chef.test', 'approved');
    const first = v.parse(kitchenSchema, (await kitchenOf('pending@chef.test')).json.result);
    expect(first).toMatchObject({ name: "Greta's kitchen", city: 'Vilnius', postal_code: 'LT-01103', main_street: 'Gedimino pr. 1', preparation_time: null, is_open: false });
    const again = v.parse(kitchenSchema, (await kitchenOf('pending@chef.test')).json.result);
    expect(again.id).toBe(first.id);

    setKitchen(h.server, 'pending@chef.test', { preparation_time: 45 });
    expect(v.parse(kitchenSchema, (await kitchenOf('pending@chef.test')).json.result).preparation_time).toBe(45);
    // The demo chef's kitchen is untouched by another chef's change.
    expect(v.parse(kitchenSchema, (await kitchenOf('demo@chef.test')).json.result).preparation_time).toBe(30);
  });

  it('is refused (403) to a chef who is not approved yet', async () => {
    const answer = await kitchenOf('docs@chef.test');
    expect(answer.status).toBe(403);
  });
});
