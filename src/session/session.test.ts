// The session store: what a change of the user data tells the screens.
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, setUserData, signIn, subscribeSession } from './session';
import { testUser } from './testing/chef-session';

afterEach(() => clearSession());

describe('setUserData', () => {
  it('tells the screens when the server answers another account, and not when it answers the same one', () => {
    signIn({ user: testUser('approved'), token: 'token-1' });
    let told = 0;
    const stop = subscribeSession(() => (told += 1));
    const before = getSession();

    setUserData(structuredClone(testUser('approved')));
    expect(told).toBe(0);
    expect(getSession()).toBe(before);

    setUserData(testUser('suspended'));
    expect(told).toBe(1);
    expect(getSession().userData?.status).toBe('suspended');
    expect(getSession().token).toBe('token-1');
    stop();
  });
});
