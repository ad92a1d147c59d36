// Onboarding routes: the profile update and its messages, each step refused from a wrong status
// (403), the contract and its signature (409 on an old version, 422 on another name), and the
// whole flow register -> profile -> documents -> contract -> admin approval with its notification.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractSchema, userSchema } from '../src/contract/index.ts';
import { currentContract } from './onboarding/contract-text.ts';
import { refusalMessages } from './onboarding/steps.ts';
import { chefWithDocuments, goodFiles, registerChef, updateProfile, uploadDocuments, validProfile } from './testing/onboarding.ts';
import { contractChangedMessage } from './routes/onboarding.ts';
import { latestContractSignature } from './store/contracts.ts';
import { call, login, startServer, type Harness } from './testing/harness.ts';

let h: Harness;
let url: string;
beforeAll(async () => {
  h = await startServer();
  url = h.server.url;
});
afterAll(() => h.dispose());

const profileOf = async (token: string) => v.parse(userSchema, (await call(url, 'GET', '/api/chef/personal-info/profile', { token })).json.result);
const sign = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  call(url, 'POST', '/api/chef/contract/sign', { token, body, ...(headers ? { headers } : {}) });
const validSignature = { version: currentContract.version, accepted: true, signature_name: 'Ona Žemaitė' };

describe('POST /chef/personal-info/update', () => {
  it('saves the normalised profile and moves registered -> personal_info_filled', async () => {
    const chef = await registerChef(url);
    const answer = await updateProfile(url, chef.token, { ...validProfile, phone: '8 612-34567', zip_code: 'lt-44223', city_id: '2' });
    expect(answer.status).toBe(200);
    expect(answer.json.message).toBe('Profile saved.');
    const expected = { ...validProfile, phone: '861234567', city: 'Kaunas', status: 'personal_info_filled' };
    expect(v.parse(userSchema, answer.json.result)).toMatchObject(expected);
    expect(await profileOf(chef.token)).toMatchObject(expected);
    // Still editable until the documents are uploaded; the status stays.
    const again = await updateProfile(url, chef.token, { ...validProfile, first_name: 'Onutė' });
    expect(again.json.result).toMatchObject({ first_name: 'Onutė', status: 'personal_info_filled' });
  });

  it('answers 422 with the spec messages for a bad phone, ID number and postal code', async () => {
    const chef = await registerChef(url);
    const answer = await updateProfile(url, chef.token, { ...validProfile, phone: '+3706123456', id_number: '1234567890', zip_code: '44223' });
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual({
      phone: ['Enter a Lithuanian phone number: +370XXXXXXXX or 8XXXXXXXX.'],
      id_number: ['ID number must be exactly 11 digits.'],
      zip_code: ['Postal code must be in the format LT-XXXXX.'],
    });
    expect((await profileOf(chef.token)).status).toBe('registered');
  });

  it('answers 422 with the required messages for an empty body, and for an unknown city', async () => {
    const chef = await registerChef(url);
    const empty = await updateProfile(url, chef.token, {});
    expect(empty.status).toBe(422);
    // The first message of a field is the one to show (a field may carry several).
    const first = Object.fromEntries(Object.entries(empty.json.errors ?? {}).map(([field, messages]) => [field, messages[0]]));
    expect(first).toEqual({
      first_name: 'First name is required.',
      last_name: 'Last name is required.',
      phone: 'Phone number is required.',
      id_number: 'ID number is required.',
      city_id: 'Choose your city.',
      main_street: 'Main street is required.',
      address: 'Address is required.',
      zip_code: 'Postal code is required.',
    });
    const unknownCity = await updateProfile(url, chef.token, { ...validProfile, city_id: 999 });
    expect(unknownCity.status).toBe(422);
    expect(unknownCity.json.errors).toEqual({ city_id: ['Choose your city.'] });
  });

  it('needs a signed-in chef', async () => {
    expect((await updateProfile(url, '')).status).toBe(401);
    expect((await call(url, 'GET', '/api/chef/contract')).status).toBe(401);
  });
});

describe('each step is refused from a wrong status (403) and changes nothing', () => {
  const cases: { email: string; step: 'profile' | 'documents' | 'contract'; message: string }[] = [
    { email: 'docs@chef.test', step: 'profile', message: refusalMessages.profile },
    { email: 'pending@chef.test', step: 'profile', message: refusalMessages.profile },
    { email: 'demo@chef.test', step: 'profile', message: refusalMessages.profile },
    { email: 'new@chef.test', step: 'documents', message: refusalMessages.profileFirst },
    { email: 'docs@chef.test', step: 'documents', message: refusalMessages.documentsDone },
    { email: 'demo@chef.test', step: 'documents', message: refusalMessages.documentsClosed },
    { email: 'new@chef.test', step: 'contract', message: refusalMessages.documentsFirst },
    { email: 'profile@chef.test', step: 'contract', message: refusalMessages.documentsFirst },
    { email: 'pending@chef.test', step: 'contract', message: refusalMessages.contractDone },
    { email: 'demo@chef.test', step: 'contract', message: refusalMessages.contractClosed },
  ];
  for (const { email, step, message } of cases) {
    it(`${step} for ${email}`, async () => {
      const { token } = await login(url, email);
      const before = await profileOf(token);
      const answer =
        step === 'profile'
          ? await updateProfile(url, token)
          : step === 'documents'
            ? await uploadDocuments(url, token, goodFiles())
            : await sign(token, { ...validSignature, signature_name: `${before.first_name} ${before.last_name}` });
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ success: false, message });
      expect(await profileOf(token)).toEqual(before);
    });
  }
});

describe('the contract', () => {
  it('GET /chef/contract answers the versioned seller agreement to any signed-in chef', async () => {
    for (const email of ['new@chef.test', 'demo@chef.test']) {
      const { token } = await login(url, email);
      const contract = v.parse(contractSchema, (await call(url, 'GET', '/api/chef/contract', { token })).json.result);
      expect(contract).toEqual(currentContract);
    }
    expect(currentContract.title).toBe('Home Kitchen seller agreement');
    expect(currentContract.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const paragraphs = currentContract.body.split('\n\n');
    expect(paragraphs.filter((text) => /^\d+\. /.test(text)).length).toBeGreaterThanOrEqual(10);
    for (const topic of [/food safety/i, /hygiene/i, /order/i, /commission/i, /payout/i, /cancel/i]) expect(currentContract.body).toMatch(topic);
  });

  it('an old version is answered 409 with the current contract', async () => {
    const chef = await chefWithDocuments(url);
    const answer = await sign(chef.token, { ...validSignature, version: '2020-01-01' });
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ success: false, message: contractChangedMessage, result: currentContract });
    expect((await profileOf(chef.token)).status).toBe('document_uploaded');
  });

  it('the signature must be the full name of the profile; acceptance and a name are required', async () => {
    const chef = await chefWithDocuments(url);
    const other = await sign(chef.token, { ...validSignature, signature_name: 'Ona' });
    expect(other.status).toBe(422);
    expect(other.json.errors).toEqual({ signature_name: ['Type your full name exactly as in your profile.'] });
    const missing = await sign(chef.token, { version: currentContract.version, accepted: false, signature_name: '' });
    expect(missing.status).toBe(422);
    expect(missing.json.errors).toEqual({
      accepted: ['Tick the box to accept the contract.'],
      signature_name: ['Type your full name to sign.'],
    });
    expect((await profileOf(chef.token)).status).toBe('document_uploaded');
  });

  it('signing records version, name, time and X-Action-At, and moves the chef to need_admin_approval', async () => {
    const chef = await chefWithDocuments(url);
    const tappedAt = '2026-11-02T09:15:00.000Z';
    const headers = { 'X-Action-At': tappedAt, 'Idempotency-Key': crypto.randomUUID() };
    const answer = await sign(chef.token, { ...validSignature, signature_name: '  ona   ŽEMAITĖ ' }, headers);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ message: 'Contract signed.', result: { status: 'need_admin_approval' } });
    expect(latestContractSignature(h.server.db, chef.user.id)).toMatchObject({
      version: currentContract.version,
      signature_name: 'ona   ŽEMAITĖ',
      signed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/) as unknown,
      action_at: tappedAt,
    });
    // The outbox may send it again: answered from the store, not signed twice.
    const replay = await sign(chef.token, { ...validSignature, signature_name: '  ona   ŽEMAITĖ ' }, headers);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.json).toEqual(answer.json);
    expect(h.server.db.prepare('SELECT COUNT(*) AS n FROM contract_signatures WHERE chef_id = ?').get(chef.user.id)).toEqual({ n: 1 });
  });
});

describe('the whole flow', () => {
  it('register -> profile -> documents -> contract -> approve, with the account_status notification', async () => {
    const chef = await registerChef(url, { first_name: 'Jonas', last_name: 'Jonaitis' });
    expect(chef.user.status).toBe('registered');
    const profile = await updateProfile(url, chef.token, { ...validProfile, first_name: 'Jonas', last_name: 'Jonaitis' });
    expect(profile.json.result).toMatchObject({ status: 'personal_info_filled' });
    const upload = await uploadDocuments(url, chef.token, goodFiles());
    expect(upload.json.result).toMatchObject({ status: 'document_uploaded' });
    const signed = await sign(chef.token, { ...validSignature, signature_name: 'Jonas Jonaitis' });
    expect(signed.json.result).toMatchObject({ status: 'need_admin_approval' });

    const approve = await call(url, 'POST', '/admin/chefs/approve', { token: h.server.adminToken, body: { email: chef.email } });
    expect(approve.status).toBe(200);
    expect(approve.json.result).toMatchObject({ user: { status: 'approved' }, notification: { type: 'account_status' } });
    expect((await profileOf(chef.token)).status).toBe('approved');
    const notifications = (await call(url, 'GET', '/api/chef/notifications', { token: chef.token })).json.result;
    expect(notifications).toEqual([
      expect.objectContaining({ type: 'account_status', read_at: null, data: expect.objectContaining({ title: 'Your account is approved', action_url: '/orders/active' }) as unknown }),
    ]);
    // Onboarding is over: every step is now refused.
    expect((await updateProfile(url, chef.token)).status).toBe(403);
    expect((await uploadDocuments(url, chef.token, goodFiles())).status).toBe(403);
  });
});
