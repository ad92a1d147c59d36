// POST /chef/kitchen: every field's rule and message (multipart, as the app sends it, and JSON),
// the logo checked by its content (422) and its size (413), stored under DATA_DIR with a new name
// that replaces the old file, served with long cache headers; money stored in cents; idempotent.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessage, LOGO_MAX_BYTES, msg, type ValidationMessageKey } from '../src/contract/index.ts';
import { demoLogoFile } from './db/seed-kitchen.ts';
import { logoFolder } from './kitchen/logo.ts';
import { call, login, setChefStatus, startServer, type Harness } from './testing/harness.ts';
import { kitchenCalls, kitchenForm, parseKitchen, validKitchenEdit } from './testing/kitchen.ts';

let h: Harness;
let demo: ReturnType<typeof kitchenCalls>;
beforeAll(async () => {
  h = await startServer();
  demo = kitchenCalls(h, (await login(h.server.url, 'demo@chef.test')).token);
});
afterAll(() => h.dispose());

const text = (key: ValidationMessageKey) => englishMessage(msg(key));
const png = new Uint8Array(fs.readFileSync(demoLogoFile));
const logoFiles = () => fs.readdirSync(path.join(h.dataDir, logoFolder));
/** Each wrong field's first message (what the form shows under it). */
const firstMessages = (errors: Record<string, string[]> | undefined) => Object.fromEntries(Object.entries(errors ?? {}).map(([field, list]) => [field, list[0]]));
const storedCents = (kitchenId: number) =>
  (h.server.db.prepare('SELECT delivery_cost_cents FROM kitchens WHERE id = ?').get(kitchenId) as { delivery_cost_cents: number | null }).delivery_cost_cents;

describe('POST /chef/kitchen: the fields', () => {
  it('answers 422 with every wrong field and its message, and changes nothing', async () => {
    const before = await demo.kitchen();
    const first = await demo.edit(
      kitchenForm({
        name: ' ',
        phone: '+3706',
        description: 'x'.repeat(1001),
        city_id: '',
        postal_code: '01103',
        main_street: '',
        building_details: 'b'.repeat(151),
        opening_time: '9:00',
        closing_time: '',
        preparation_time: '4',
        delivery_option: 'drone',
        delivery_cost: '-1',
        latitude: '91',
        longitude: '',
      }),
    );
    expect(first.status).toBe(422);
    expect(firstMessages(first.json.errors)).toEqual({
      name: text('kitchenNameRequired'),
      phone: text('phoneInvalid'),
      description: text('kitchenDescriptionTooLong'),
      city_id: text('cityRequired'),
      postal_code: text('zipInvalid'),
      main_street: text('mainStreetRequired'),
      building_details: text('fieldTooLong'),
      opening_time: text('timeInvalid'),
      closing_time: text('closingTimeRequired'),
      preparation_time: text('kitchenPreparationTimeRange'),
      delivery_option: text('deliveryOptionRequired'),
      delivery_cost: text('deliveryCostMin'),
      latitude: text('latitudeRange'),
      longitude: text('longitudeRequired'),
    });
    expect(first.json.message).toBe(text('kitchenNameRequired'));

    const second = await demo.edit(
      kitchenForm({ ...validKitchenEdit, name: 'n'.repeat(101), phone: '', postal_code: '', opening_time: '', preparation_time: '', delivery_cost: 'abc', latitude: '', longitude: '181' }),
    );
    expect(firstMessages(second.json.errors)).toEqual({
      name: text('kitchenNameTooLong'),
      phone: text('phoneRequired'),
      postal_code: text('zipRequired'),
      opening_time: text('openingTimeRequired'),
      preparation_time: text('kitchenPreparationTimeRequired'),
      delivery_cost: text('deliveryCostInvalid'),
      latitude: text('latitudeRequired'),
      longitude: text('longitudeRange'),
    });

    const rules = await demo.edit(kitchenForm({ ...validKitchenEdit, closing_time: '09:00', delivery_option: 'delivery', delivery_cost: '', preparation_time: '12.5' }));
    expect(firstMessages(rules.json.errors)).toEqual({
      closing_time: text('closingSameAsOpening'),
      delivery_cost: text('deliveryCostRequired'),
      preparation_time: text('kitchenPreparationTimeRange'),
    });
    const unknownCity = await demo.edit(kitchenForm({ ...validKitchenEdit, city_id: '999' }));
    expect(firstMessages(unknownCity.json.errors)).toEqual({ city_id: text('cityRequired') });

    expect(await demo.kitchen()).toEqual(before);
  });

  it('saves a valid edit (hours past midnight, cost with a comma) and keeps money in cents', async () => {
    const answer = await demo.edit(kitchenForm({ ...validKitchenEdit, postal_code: 'lt-01103' }));
    expect(answer.status).toBe(200);
    const kitchen = parseKitchen(answer);
    expect(kitchen).toMatchObject({
      name: validKitchenEdit.name,
      phone: '+37061234567',
      city: 'Vilnius',
      postal_code: 'LT-01103',
      building_details: '',
      opening_time: '09:00',
      closing_time: '01:30',
      preparation_time: 25,
      delivery_option: 'both',
      delivery_cost: 3.4,
      latitude: 54.6872,
      longitude: 25.2797,
    });
    expect(storedCents(kitchen.id)).toBe(340);
    expect(await demo.kitchen()).toEqual(kitchen);
  });

  it('takes the same edit as JSON (numbers as numbers); pickup needs no delivery cost', async () => {
    const answer = await demo.editJson({ ...validKitchenEdit, city_id: 1, preparation_time: 40, latitude: 54.7, longitude: 25.3, delivery_option: 'pickup', delivery_cost: null });
    expect(answer.status).toBe(200);
    const kitchen = parseKitchen(answer);
    expect(kitchen).toMatchObject({ preparation_time: 40, latitude: 54.7, delivery_option: 'pickup', delivery_cost: null });
    expect(storedCents(kitchen.id)).toBeNull();
  });

  it('is idempotent: the same key twice is one change, answered again with Idempotent-Replayed', async () => {
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await demo.edit(kitchenForm({ ...validKitchenEdit, preparation_time: '55' }, { bytes: png, name: 'logo.png', type: 'image/png' }), key);
    expect(first.status).toBe(200);
    await demo.editJson({ ...validKitchenEdit, preparation_time: 60 });
    const again = await demo.edit(kitchenForm({ ...validKitchenEdit, preparation_time: '55' }, { bytes: png, name: 'logo.png', type: 'image/png' }), key);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json.result).toEqual(first.json.result);
    expect((await demo.kitchen()).preparation_time).toBe(60);
    expect(logoFiles()).toHaveLength(1);
  });
});

describe('POST /chef/kitchen: the logo', () => {
  it('refuses a text file renamed to .png (422, by content) and keeps the old logo', async () => {
    const before = await demo.kitchen();
    const answer = await demo.edit(kitchenForm(validKitchenEdit, { bytes: new TextEncoder().encode('just some text, not an image'), name: 'logo.png', type: 'image/png' }));
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual({ logo: [text('logoType')] });
    expect((await demo.kitchen()).logo_url).toBe(before.logo_url);
  });

  it('names a wrong logo together with the wrong fields', async () => {
    const answer = await demo.edit(kitchenForm({ ...validKitchenEdit, name: '' }, { bytes: new TextEncoder().encode('%PDF-1.4'), name: 'logo.jpg' }));
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual({ name: [text('kitchenNameRequired')], logo: [text('logoType')] });
  });

  it('refuses a logo over 5 MB with 413', async () => {
    const big = new Uint8Array(LOGO_MAX_BYTES + 1);
    big.set(png.subarray(0, 16));
    const answer = await demo.edit(kitchenForm(validKitchenEdit, { bytes: big, name: 'big.png', type: 'image/png' }));
    expect(answer.status).toBe(413);
    expect(answer.json.errors).toEqual({ logo: [text('logoTooLarge')] });
  });

  it('stores a new logo under a new name, removes the old file, and serves it with long cache headers', async () => {
    const old = await demo.kitchen();
    expect(old.logo_url).toMatch(/^\/api\/kitchen-logos\/.+\.png$/);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('JFIF pretend jpeg body')]);
    const answer = await demo.edit(kitchenForm(validKitchenEdit, { bytes: jpeg, name: 'photo.jpeg', type: 'image/jpeg' }));
    expect(answer.status).toBe(200);
    const url = parseKitchen(answer).logo_url ?? '';
    expect(url).toMatch(/^\/api\/kitchen-logos\/[0-9a-f-]{36}\.jpg$/);
    expect(url).not.toBe(old.logo_url);
    expect(logoFiles()).toEqual([url.split('/').pop()]);

    const served = await fetch(h.server.url + url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/jpeg');
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(jpeg);
    expect((await fetch(h.server.url + (old.logo_url ?? ''))).status).toBe(404);

    // An edit without a logo keeps it.
    await demo.edit(kitchenForm(validKitchenEdit));
    expect((await demo.kitchen()).logo_url).toBe(url);
  });

  it('serves nothing but stored logos (no path out of the folder)', async () => {
    fs.writeFileSync(path.join(h.dataDir, 'secret.png'), png);
    for (const name of ['..%2Fsecret.png', '%2e%2e%2fsecret.png', '..%5Csecret.png', 'chef.sqlite', 'admin-token']) {
      const answer = await fetch(`${h.server.url}/api/kitchen-logos/${name}`);
      expect(answer.status, name).toBe(404);
      expect(answer.headers.get('Cache-Control'), name).toBe('no-store');
    }
  });
});

describe('POST /chef/kitchen: who', () => {
  it('changes only the signed-in chef’s kitchen, and is refused (403) to a chef not approved', async () => {
    setChefStatus(h.server, 'pending@chef.test', 'approved');
    const other = kitchenCalls(h, (await login(h.server.url, 'pending@chef.test')).token);
    const demoBefore = await demo.kitchen();
    expect((await other.editJson({ ...validKitchenEdit, name: 'Greta’s kitchen' })).status).toBe(200);
    expect(await demo.kitchen()).toEqual(demoBefore);

    const notApproved = kitchenCalls(h, (await login(h.server.url, 'docs@chef.test')).token);
    const refused = await notApproved.edit(kitchenForm(validKitchenEdit));
    expect(refused.status).toBe(403);
    expect((await call(h.server.url, 'POST', '/api/chef/kitchen', { body: validKitchenEdit })).status).toBe(401);
  });
});
