// A chef's sync engine speaks only for that chef: after another chef signs in on the device, chef
// A's queued "mark all read" is not sent with chef B's token (it waits for A; the queue pauses).
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { apiClientFor } from './app-client';
import type { ApiClientConfig } from './client';
import { ApiError } from './errors';

describe('apiClientFor', () => {
  it('sends with the session’s token while it is its chef’s, and sends nothing once another chef signed in', async () => {
    const session = { userData: { id: 1 }, token: 'token-of-A' };
    const sentWith: Array<string | null> = [];
    const base: ApiClientConfig = {
      baseUrl: 'https://api.test/api',
      getToken: () => null,
      getLanguage: () => 'en',
      onUnauthorized: () => {},
      fetch: async (input) => {
        sentWith.push((input as Request).headers.get('Authorization'));
        return new Response(JSON.stringify({ success: true, message: '', result: null }), { headers: { 'Content-Type': 'application/json' } });
      },
    };
    const chefA = apiClientFor(1, () => session, base);
    await chefA.request('POST', 'chef/notifications/read-all', { schema: v.null() });
    expect(sentWith).toEqual(['Bearer token-of-A']);

    Object.assign(session, { userData: { id: 2 }, token: 'token-of-B' }); // chef B signed in, in another tab
    const refused = await chefA.request('POST', 'chef/notifications/read-all', { schema: v.null() }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(401); // the queue pauses, the entry stays for A
    expect(sentWith).toEqual(['Bearer token-of-A']); // nothing went out with B's token
  });
});
