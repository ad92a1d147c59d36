// Device cookies (OWASP's answer to account lockout abuse; docs/api.md, "Rate limits"): a
// successful sign-in sets a signed, HTTP-only cookie naming the chef and a random device id, sent
// back only to /api/login. A login from a device the chef signed in on before (this cookie, or a
// live bearer token of the same chef: the app signing in again) is counted on its own, per device,
// so failures from other addresses that lock the account for everyone else never lock the owner
// out of their own devices.
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { AppEnv } from './context.ts';

const cookieName = 'hk_device';
/** As long as a token may live (TOKEN_LIFETIME_DAYS' default). */
const cookieDays = 90;

/** Separate from the fingerprints the same key signs. */
const secretOf = (key: string) => `device-cookie:${key}`;

/** The device this login comes from, when it has signed in as `chefId` before; null otherwise. */
export async function knownDevice(c: Context<AppEnv>, key: string, chefId: number): Promise<string | null> {
  if (c.get('chef')?.id === chefId) return `token:${c.get('tokenId') ?? 0}`;
  const value = await getSignedCookie(c, secretOf(key), cookieName).catch(() => false);
  if (typeof value !== 'string') return null;
  const [owner, device] = value.split('.');
  return owner === String(chefId) && device ? `cookie:${device}` : null;
}

/** Marks this device as one `chefId` signed in on (keeps its id when it already had one). */
export async function rememberDevice(c: Context<AppEnv>, key: string, chefId: number, secure: boolean): Promise<void> {
  const known = await knownDevice(c, key, chefId);
  const device = known?.startsWith('cookie:') ? known.slice('cookie:'.length) : randomBytes(16).toString('base64url');
  await setSignedCookie(c, cookieName, `${chefId}.${device}`, secretOf(key), {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    maxAge: cookieDays * 24 * 60 * 60,
  });
}
