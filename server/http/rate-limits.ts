// Rate limits on the auth routes (docs/api.md, "Rate limits"), counted in memory with
// rate-limiter-flexible: sign-in calls per client address, failed logins per account and per
// account + address, password-reset calls per address and per account, change-password per chef.
// Over a limit the route answers 429 with Retry-After and a message in the chef's words.
import type { HttpBindings } from '@hono/node-server';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimits } from '../config.ts';
import { addressBehindProxies, type ProxyTrust } from './client-address.ts';
import { ApiError } from './envelope.ts';

export type LimitName = keyof Omit<RateLimits, 'windowSeconds'>;

export interface AuthLimits {
  /** Counts one call; throws 429 when the key is over the limit. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Throws 429 when the key has used up its points (without counting a call). */
  check(name: LimitName, key: string): Promise<void>;
  /** Forgets the key's count (a successful login clears its failures). */
  clear(name: LimitName, key: string): Promise<void>;
  /** Gives back one point counted by `consume` (a reserved try that did not fail). */
  refund(name: LimitName, key: string): Promise<void>;
}

const whatIsLimited: Record<LimitName, string> = {
  loginFailuresPerAccount: 'login attempts',
  loginFailuresPerAccountAndIp: 'login attempts',
  signInPerIp: 'sign-in attempts from this network',
  passwordResetPerIp: 'password reset requests from this network',
  passwordResetPerAccount: 'password reset requests for this account',
  changePasswordPerChef: 'password changes',
  pushTokensPerChef: 'push token registrations',
};

export function tooManyAttempts(name: LimitName, seconds: number): ApiError {
  const wait = Math.max(1, Math.ceil(seconds));
  return new ApiError(429, `Too many ${whatIsLimited[name]}. Please try again in ${wait} seconds.`, undefined, { 'Retry-After': String(wait) });
}

export function createAuthLimits(limits: RateLimits): AuthLimits {
  const limiters = new Map<LimitName, RateLimiterMemory>();
  const limiter = (name: LimitName) => {
    let found = limiters.get(name);
    if (!found) {
      found = new RateLimiterMemory({ keyPrefix: name, points: limits[name], duration: limits.windowSeconds });
      limiters.set(name, found);
    }
    return found;
  };
  return {
    async consume(name, key) {
      try {
        await limiter(name).consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyAttempts(name, error.msBeforeNext / 1000);
        throw error;
      }
    },
    async check(name, key) {
      const used = await limiter(name).get(key);
      if (used && used.consumedPoints >= limits[name]) throw tooManyAttempts(name, used.msBeforeNext / 1000);
    },
    async clear(name, key) {
      await limiter(name).delete(key);
    },
    async refund(name, key) {
      await limiter(name).reward(key, 1);
    },
  };
}

/** The client's address for the per-address limits (server/http/client-address.ts). */
export function clientAddress(c: { env?: HttpBindings; req: { header(name: string): string | undefined } }, trust: ProxyTrust): string {
  return addressBehindProxies(c.env?.incoming?.socket?.remoteAddress, c.req.header('X-Forwarded-For'), trust);
}
