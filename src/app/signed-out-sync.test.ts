import { describe, expect, it } from 'vitest';
import { forgetSignedInChef, rememberSignedInChef } from '@/db/device-db';
import { DEVICE_DB_NAME } from '@/db/device-db-name';
import { signedOutNeedsSync } from './signed-out-sync';

describe('signedOutNeedsSync', () => {
  it('is no on a first visit: no device database, no engine in the page', async () => {
    expect(await signedOutNeedsSync(false, async () => [{ name: 'something-else' }])).toBe(false);
    expect(await signedOutNeedsSync(false, async () => [])).toBe(false);
  });

  it('is yes when the device database exists (it may remember a chef to forget)', async () => {
    expect(await signedOutNeedsSync(false, async () => [{ name: DEVICE_DB_NAME }])).toBe(true);
  });

  it('is yes when the engine is loaded in this page (it has to stop)', async () => {
    expect(await signedOutNeedsSync(true, async () => [])).toBe(true);
  });

  it('is yes when the browser cannot tell', async () => {
    expect(await signedOutNeedsSync(false, null)).toBe(true);
    expect(
      await signedOutNeedsSync(false, async () => {
        throw new Error('blocked');
      }),
    ).toBe(true);
  });

  it('knows the name the device database really has', async () => {
    await rememberSignedInChef(7, 'token');
    expect((await indexedDB.databases()).map((database) => database.name)).toContain(DEVICE_DB_NAME);
    expect(await signedOutNeedsSync(false)).toBe(true);
    await forgetSignedInChef();
  });
});
