// Idempotency-Key (design/api.md): replay stored answers; commit() stores a new answer in the
// same SQLite transaction as the change it records. Also reads X-Action-At for handlers.
// Only a signed-in chef's requests are idempotent (the app sends keys only for them): an anonymous
// request's key is ignored, so no fingerprint is computed before authentication. The auth routes
// are never replayed, even for a signed-in chef: a replay would skip their password check, and
// the app sends them no key.
import { deviceInfoOf } from '../devices/request-device.ts';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { fingerprint as fingerprintOf } from './body.ts';
import { findStoredAnswer, storeAnswer, type StoredAnswer } from '../store/idempotency.ts';
import { issueToken } from '../store/tokens.ts';
import type { AppEnv, Deps } from './context.ts';
import { ApiError, fieldError } from './envelope.ts';

/** What a handler answers: status and body. `tokenChefId` marks a body whose result.token is
 * secret: it is stored without the token, and a replay issues a fresh token for that chef. */
export interface Answer {
  status: ContentfulStatusCode;
  body: unknown;
  tokenChefId?: number;
}

/** The longest age an action may claim (an outbox entry lives no longer than a token). */
const MAX_ACTION_AGE_MS = 60 * 24 * 60 * 60_000;

/** Within this, the device's clock agrees with the server's: its own time of the tap is kept. */
const CLOCKS_AGREE_MS = 60_000;

/**
 * When the chef tapped, on the server's clock (docs/api.md, "The tap time"): `X-Action-Age`, the
 * milliseconds since the tap measured on the device, counted back from the server's now, so a
 * device clock that is hours or days off changes nothing. When the device's X-Action-At agrees
 * with that within a minute, the device's own time is kept to the millisecond (what the chef saw
 * on the device and what the server stores are then the same time). A device that sends only
 * X-Action-At (an older build) is taken at its word, as before.
 */
export function parseActionTime(ageHeader: string | undefined, atHeader: string | undefined, nowIso: string): string | null {
  const sent = atHeader ? Date.parse(atHeader) : Number.NaN;
  if (ageHeader !== undefined && /^\d{1,13}$/.test(ageHeader.trim())) {
    const counted = Date.parse(nowIso) - Math.min(Number(ageHeader.trim()), MAX_ACTION_AGE_MS);
    return new Date(Math.abs(sent - counted) <= CLOCKS_AGREE_MS ? sent : counted).toISOString();
  }
  return Number.isNaN(sent) ? null : new Date(sent).toISOString();
}

function replay(c: Context<AppEnv>, deps: Deps, stored: StoredAnswer): Response {
  const body = JSON.parse(stored.body) as { result?: { token?: string | null } };
  if (stored.token_chef_id !== null && body.result) body.result.token = issueToken(deps.db, stored.token_chef_id, deps.nowIso(), deviceInfoOf(c));
  c.header('Idempotent-Replayed', 'true');
  return c.json(body, stored.status as ContentfulStatusCode);
}

function checkStored(c: Context<AppEnv>, deps: Deps, stored: StoredAnswer, fingerprint: string): Response {
  if (stored.fingerprint !== fingerprint) {
    throw fieldError('idempotency_key', 'This Idempotency-Key was already used with a different request.');
  }
  return replay(c, deps, stored);
}

/** Routes that check a password or a code: their Idempotency-Key is ignored (always run). */
export const neverReplayedRoutes: ReadonlySet<string> = new Set([
  '/api/login',
  '/api/chef/auth/register',
  '/api/chef/auth/login-by-google',
  '/api/chef/auth/forgot-password',
  '/api/chef/auth/reset-password',
  '/api/chef/auth/change-password',
]);

/** Runs after authenticate() and readBody(): answers a repeated key from the store. */
export function idempotency(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('actionAt', parseActionTime(c.req.header('X-Action-Age'), c.req.header('X-Action-At'), deps.nowIso()));
    c.set('idempotency', null);
    const key = c.req.header('Idempotency-Key')?.trim();
    if (!key || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (key.length > 255) throw fieldError('idempotency_key', 'The Idempotency-Key may not be longer than 255 characters.');
    const chef = c.get('chef');
    if (!chef || neverReplayedRoutes.has(c.req.path)) return next();
    const scope = `chef:${chef.id}`;
    const url = new URL(c.req.url);
    const fingerprint = await fingerprintOf(deps.config.fingerprintKey, c.req.method, `${url.pathname}${url.search}`, c.get('body'));
    const stored = findStoredAnswer(deps.db, scope, key);
    if (stored) return checkStored(c, deps, stored, fingerprint);
    c.set('idempotency', { scope, key, fingerprint });
    return next();
  };
}

/**
 * Applies a change and answers it. `work` runs inside one SQLite transaction together with the
 * idempotency record; if it throws (e.g. an ApiError) nothing is stored and nothing changes.
 */
export function commit(c: Context<AppEnv>, deps: Deps, work: () => Answer): Response {
  const idem = c.get('idempotency');
  const outcome = deps.db.transaction((): { answer: Answer } | { stored: StoredAnswer } => {
    // A concurrent request with the same key may have committed since the middleware looked.
    const stored = idem ? findStoredAnswer(deps.db, idem.scope, idem.key) : undefined;
    if (stored) return { stored };
    const answer = work();
    if (idem) {
      const body = answer.tokenChefId === undefined ? answer.body : withoutToken(answer.body);
      const waitMs = storeAnswer(deps.db, idem.scope, idem.key, {
        fingerprint: idem.fingerprint,
        status: answer.status,
        body: JSON.stringify(body),
        token_chef_id: answer.tokenChefId ?? null,
        action_at: c.get('actionAt'),
        created_at: deps.nowIso(),
      }, deps.config.storedAnswers);
      // Throwing rolls the change back with the answer: the same request may come again later.
      if (waitMs !== null) throw tooManyStoredAnswers(waitMs);
    }
    return { answer };
  })();
  if ('stored' in outcome) return checkStored(c, deps, outcome.stored, idem?.fingerprint ?? '');
  return c.json(outcome.answer.body, outcome.answer.status);
}

/** The chef's stored answers are all inside the grace and over a cap (docs/api.md, "Limits"). */
function tooManyStoredAnswers(waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ApiError(429, `Too many changes in a short time. Please try again in ${seconds} seconds.`, undefined, { 'Retry-After': String(seconds) });
}

function withoutToken(body: unknown): unknown {
  const envelope = body as { result?: Record<string, unknown> };
  if (!envelope.result) throw new ApiError(500, 'An answer marked as carrying a token has no result.');
  return { ...envelope, result: { ...envelope.result, token: null } };
}
