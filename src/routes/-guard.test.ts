// The guard waits for the refresh of the chef's data only while the chef is not approved: an
// approved chef's screen does not wait for an answer that may take the call's whole deadline on a
// kitchen's network (the layout's StatusRedirect applies the answer when it comes).
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { ChefStatus } from '@/contract';
import type { Session } from '@/session/session';
import { guardRoute } from './-guard';

const chef = (status: ChefStatus): Session => ({
  isLoggedIn: true,
  token: 'tok',
  userData: {
    id: 1, uuid: 'u', status, first_name: 'A', last_name: 'B', email: 'a@b.c',
    phone: null, id_number: null, city_id: null, city: null, main_street: null, address: null, zip_code: null,
  },
});

const at = (pathname: string) => ({ pathname, href: pathname }) as ParsedLocation;

/** A guard whose refresh answers only when `answer` is called, and then sets `next` as the session. */
function withPendingRefresh(start: Session) {
  let session = start;
  let answer: (next: Session) => void = () => {};
  let asked = 0;
  const context = {
    getSession: () => session,
    refreshUser: () => {
      asked += 1;
      return new Promise<unknown>((resolve) => {
        answer = (next) => {
          session = next;
          resolve('refreshed');
        };
      });
    },
  };
  return { context, answer: (next: Session) => answer(next), asked: () => asked };
}

/** Resolves with 'open', the redirect's target, or 'waiting' when the guard has not decided
 * after the pending tasks ran. */
async function outcome(guarded: Promise<void>): Promise<string> {
  const decided = guarded.then(
    () => 'open',
    (thrown: unknown) => (isRedirect(thrown) ? String(thrown.options.href ?? thrown.options.to) : 'error'),
  );
  return Promise.race([decided, new Promise<string>((resolve) => setTimeout(() => resolve('waiting'), 20))]);
}

describe('guardRoute', () => {
  it("opens an approved chef's screen at once, with the refresh still asked", async () => {
    const guard = withPendingRefresh(chef('approved'));
    expect(await outcome(guardRoute({ context: guard.context, location: at('/orders/active') }))).toBe('open');
    expect(guard.asked()).toBe(1);
  });

  it('waits for the refresh while the chef is not approved, and routes by its answer', async () => {
    const guard = withPendingRefresh(chef('registered'));
    const guarded = guardRoute({ context: guard.context, location: at('/update-profile') });
    expect(await outcome(guarded)).toBe('waiting');
    guard.answer(chef('personal_info_filled'));
    expect(await outcome(guarded)).toBe('/upload-documents');
  });

  it('waits for it on the on-hold screen too (the account may be approved again)', async () => {
    const guard = withPendingRefresh(chef('suspended'));
    const guarded = guardRoute({ context: guard.context, location: at('/account-on-hold') });
    expect(await outcome(guarded)).toBe('waiting');
    guard.answer(chef('approved'));
    expect(await outcome(guarded)).toBe('/dashboard');
  });
});
