// Onboarding through the sync engine against the real reference server (in-process): a profile
// and a signature made offline reach the server in order once the connection is back, and the
// session hears each new status; a refused signature lands in the not-saved list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@/contract';
import { chefWithDocuments, registerChef, validProfile } from '../../../server/testing/onboarding.ts';
import { startServer, type Harness } from '../../../server/testing/harness.ts';
import { mutate } from '../engine/mutate';
import { onServerProfile } from './server-profile';
import { engineAgainstServer } from '../testing/engine-against-server';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.dispose());

const engineFor = (chef: { user: { id: number }; token: string }) => engineAgainstServer(h.server.url, { id: chef.user.id, token: chef.token });

describe('onboarding through the sync engine', () => {
  it('sends a profile typed offline once back online, and the session hears the new status', async () => {
    const chef = await registerChef(h.server.url);
    const { db, engine, network } = engineFor(chef);
    await Promise.all([engine.pull('profile'), engine.pull('cities'), engine.pull('contract')]);
    expect((await db.profile.get(chef.user.id))?.status).toBe('registered');
    expect((await db.cities.count()) > 0).toBe(true);
    expect((await db.kv.get('contract'))?.value).toMatchObject({ title: 'Home Kitchen seller agreement' });

    const heard: User['status'][] = [];
    const stop = onServerProfile((user) => heard.push(user.status));
    network.up = false;
    await mutate(db, { kind: 'updateProfile', profile: { ...validProfile, city_id: Number(validProfile.city_id) } });
    await engine.outbox.flush();
    expect(await db.outbox.count()).toBe(1);
    expect((await db.profile.get(chef.user.id))?.phone).toBe(validProfile.phone.replace(/[\s-]/g, ''));

    network.up = true;
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await engine.outbox.flush();
    stop();
    expect(await db.outbox.count()).toBe(0);
    expect((await db.profile.get(chef.user.id))?.status).toBe('personal_info_filled');
    expect(heard).toContain('personal_info_filled');
  });

  it('signs the contract, and records a signature with a wrong name as not saved', async () => {
    const chef = await chefWithDocuments(h.server.url);
    const { db, engine } = engineFor(chef);
    await Promise.all([engine.pull('profile'), engine.pull('contract')]);
    const contract = (await db.kv.get('contract'))?.value as { version: string };

    await mutate(db, { kind: 'signContract', version: contract.version, signatureName: 'Somebody Else' });
    await engine.outbox.flush();
    expect(await db.outbox.count()).toBe(0);
    expect((await db.notSaved.toArray())[0]).toMatchObject({ status: 422, reason: 'Type your full name exactly as in your profile.' });

    const profile = await db.profile.get(chef.user.id);
    await mutate(db, { kind: 'signContract', version: contract.version, signatureName: `${profile?.first_name} ${profile?.last_name}` });
    await engine.outbox.flush();
    expect((await db.profile.get(chef.user.id))?.status).toBe('need_admin_approval');
  });
});
