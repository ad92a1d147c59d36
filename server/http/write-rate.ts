// The rate of one chef's changes (docs/api.md, "Limits"): a token bucket per signed-in chef over
// every POST/PUT/PATCH/DELETE under /api. A burst as large as an outbox that was offline sends at
// once passes; a chef (or a stolen token) that keeps writing faster than the refill rate gets 429
// with Retry-After, before the body is read. Counted in memory on the server's clock.
import type { MiddlewareHandler } from 'hono';
import type { WriteRate } from '../config.ts';
import type { AppEnv } from './context.ts';
import { ApiError } from './envelope.ts';

interface Bucket {
  tokens: number;
  at: number;
}

const changes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Buckets full again are forgotten on this interval, so memory follows the chefs writing now. */
const sweepEveryMs = 60_000;

export function writeRateLimit(rate: WriteRate, now: () => number): MiddlewareHandler<AppEnv> {
  const buckets = new Map<number, Bucket>();
  let lastSweep = now();
  // A clock set back (tests move it; NTP) refills nothing rather than taking tokens away.
  const refilled = (bucket: Bucket, at: number) => Math.min(rate.burst, bucket.tokens + (Math.max(0, at - bucket.at) / 1000) * rate.perSecond);
  return async (c, next) => {
    const chef = c.get('chef');
    if (!chef || !changes.has(c.req.method)) return next();
    const at = now();
    if (at - lastSweep > sweepEveryMs) {
      lastSweep = at;
      for (const [id, bucket] of buckets) if (refilled(bucket, at) >= rate.burst) buckets.delete(id);
    }
    const bucket = buckets.get(chef.id) ?? { tokens: rate.burst, at };
    const tokens = refilled(bucket, at);
    if (tokens < 1) {
      buckets.set(chef.id, { tokens, at });
      const seconds = Math.max(1, Math.ceil((1 - tokens) / rate.perSecond));
      throw new ApiError(429, `Too many changes in a short time. Please try again in ${seconds} seconds.`, undefined, { 'Retry-After': String(seconds) });
    }
    buckets.set(chef.id, { tokens: tokens - 1, at });
    return next();
  };
}
