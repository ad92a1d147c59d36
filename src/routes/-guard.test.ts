// The guard waits for the refresh of the chef's data only while the chef is not approved: an
// approved chef's screen does not wait for an answer that may take the call's whole deadline on a
// kitchen's network (the layout's StatusRedirect applies the answer when it comes).
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { Session } from '@/session/session';
import { signedInChef as chef } from '@/session/testing/chef-session';
import { guardRoute } from './-guard';


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

  it.each([
    ['registered', '/update-profile', 'personal_info_filled', '/upload-documents'],
    // on hold: the account may be approved again
    ['suspended', '/account-on-hold', 'approved', '/dashboard'],
  ] as const)('waits for the refresh while the chef is %s, and routes by its answer', async (stored, path, answered, target) => {
    const guard = withPendingRefresh(chef(stored));
    const guarded = guardRoute({ context: guard.context, location: at(path) });
    expect(await outcome(guarded)).toBe('waiting');
    guard.answer(chef(answered));
    expect(await outcome(guarded)).toBe(target);
  });
});
