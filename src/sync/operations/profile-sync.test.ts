import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import type { User } from '@/contract';
import { clearDraft, readDraft, saveDraft } from '@/db/drafts';
import { mutate } from '../engine/mutate';
import { OutboxReplayer } from '../engine/outbox';
import { onServerProfile } from './server-profile';
import { createTestDb } from '../testing/fake-db';

const registered: User = {
  id: 5,
  uuid: 'u-5',
  status: 'registered',
  first_name: 'Ona',
  last_name: 'Petraitė',
  email: 'ona@chef.test',
  phone: null,
  id_number: null,
  city_id: null,
  city: null,
  main_street: null,
  address: null,
  zip_code: null,
};

const profile = {
  first_name: 'Ona',
  last_name: 'Petraitė',
  phone: '+37061234567',
  id_number: '48901234567',
  city_id: 2,
  main_street: 'Laisvės al.',
  address: '12-3',
  zip_code: 'LT-44250',
};

describe('onboarding steps through the outbox', () => {
  it('shows the typed profile at once, then stores the account the server answers and tells the session', async () => {
    const { db } = createTestDb();
    await db.profile.put(registered);
    await mutate(db, { kind: 'updateProfile', profile });
    expect(await db.profile.get(5)).toMatchObject({ status: 'registered', phone: '+37061234567', city_id: 2 });

    const announced: User[] = [];
    const stop = onServerProfile((user) => announced.push(user));
    const sent: unknown[] = [];
    const answer = { ...registered, ...profile, status: 'personal_info_filled', city: 'Kaunas' };
    const outbox = new OutboxReplayer({ db, engineId: 't', send: async (request) => (sent.push(request), answer) });
    await outbox.flush();
    stop();

    expect(sent).toEqual([{ method: 'POST', path: 'chef/personal-info/update', json: profile }]);
    expect(await db.profile.get(5)).toMatchObject({ status: 'personal_info_filled', city: 'Kaunas' });
    expect(announced.map((user) => user.status)).toEqual(['personal_info_filled']);
  });

  it('sends the profile before the contract signature, in the order the chef took them', async () => {
    const { db } = createTestDb();
    await db.profile.put(registered);
    await mutate(db, { kind: 'updateProfile', profile });
    await mutate(db, { kind: 'signContract', version: '2026-11-01', signatureName: 'Ona Petraitė' });
    const paths: string[] = [];
    const outbox = new OutboxReplayer({
      db,
      engineId: 't',
      send: async (request) => {
        paths.push(request.path);
        return { ...registered, status: request.path.includes('sign') ? 'need_admin_approval' : 'personal_info_filled' };
      },
    });
    await outbox.flush();
    expect(paths).toEqual(['chef/personal-info/update', 'chef/contract/sign']);
    expect((await db.profile.get(5))?.status).toBe('need_admin_approval');
  });

  it('puts a refused signature in the not-saved list with the server reason', async () => {
    const { db } = createTestDb();
    await db.profile.put({ ...registered, status: 'document_uploaded' });
    await mutate(db, { kind: 'signContract', version: '2026-11-01', signatureName: 'Someone Else' });
    const refused: string[] = [];
    const outbox = new OutboxReplayer({
      db,
      engineId: 't',
      onPullNeeded: (collection) => refused.push(collection),
      send: async () => {
        throw new ApiError({ kind: 'http', status: 422, errors: { signature_name: ['Type your full name exactly as in your profile.'] } });
      },
    });
    await outbox.flush();
    expect(await db.outbox.count()).toBe(0);
    const [notSaved] = await db.notSaved.toArray();
    expect(notSaved).toMatchObject({ status: 422, reason: 'Type your full name exactly as in your profile.' });
    expect(notSaved?.operation.kind).toBe('signContract');
    expect(refused).toEqual(['profile']);
  });
});

describe('drafts', () => {
  it('keeps what the chef typed until cleared', async () => {
    const { db } = createTestDb();
    expect(await readDraft(db, 'profile')).toBeUndefined();
    await saveDraft(db, 'profile', { phone: '+3706' });
    await saveDraft(db, 'profile', { phone: '+37061' });
    expect(await readDraft(db, 'profile')).toEqual({ phone: '+37061' });
    await clearDraft(db, 'profile');
    expect(await readDraft(db, 'profile')).toBeUndefined();
  });
});
