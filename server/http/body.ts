// Reads the body of a mutating request once (JSON, form or multipart), after the route's size cap
// and authentication (build-app.ts): malformed bodies (bad JSON, JSON nested deeper than 32
// levels, multipart without a boundary) answer 400. The idempotency fingerprint of a body is an
// HMAC with the server's key that leaves secret fields out (docs/api.md, "Idempotency-Key").
import type { MiddlewareHandler } from 'hono';
import { createHash, createHmac } from 'node:crypto';
import { ApiError } from './envelope.ts';
import type { AppEnv } from './context.ts';

/** Deeper JSON is refused: no form of the app nests more than a few levels. */
export const maxJsonDepth = 32;

/** Fields never part of a fingerprint (the stored answers must not let anyone test a password). */
export const secretFields = new Set(['password', 'password_confirmation', 'current_password', 'code', 'token']);

/** The nesting depth of a parsed JSON value, without recursion (a hostile body cannot overflow). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (!item || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > maxJsonDepth) return deepest;
    for (const child of Object.values(item)) if (child && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return deepest;
}

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function formToObject(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of entries) {
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2);
      const list = Array.isArray(out[key]) ? (out[key] as unknown[]) : [];
      out[key] = [...list, value];
    } else out[rawKey] = value;
  }
  return out;
}

async function parse(request: Request): Promise<Record<string, unknown>> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    if (!/;\s*boundary=/.test(type)) throw new ApiError(400, 'The request body is not valid multipart form data (no boundary).');
    const form = await request.formData().catch(() => {
      throw new ApiError(400, 'The request body is not valid multipart form data.');
    });
    const entries: [string, unknown][] = [];
    form.forEach((value, key) => entries.push([key, value]));
    return formToObject(entries);
  }
  const text = await request.text();
  if (type.startsWith('application/x-www-form-urlencoded')) return formToObject(new URLSearchParams(text).entries());
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ApiError(400, 'The request body must be a JSON object.');
  }
  if (depthOf(parsed) > maxJsonDepth) throw new ApiError(400, `The request body is nested too deeply (at most ${maxJsonDepth} levels).`);
  return parsed as Record<string, unknown>;
}

/** A stable text for hashing: sorted keys; files by name, type, size and content hash. */
async function canonical(value: unknown): Promise<unknown> {
  if (value instanceof File) {
    const digest = createHash('sha256').update(Buffer.from(await value.arrayBuffer())).digest('hex');
    return { file: value.name, type: value.type, size: value.size, sha256: digest };
  }
  if (Array.isArray(value)) return Promise.all(value.map(canonical));
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    const out: Record<string, unknown> = {};
    for (const key of keys) out[key] = await canonical((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

/** The fingerprint of a request: HMAC-SHA256 of method, path, query and the body without secrets. */
export async function fingerprint(key: string, method: string, pathAndQuery: string, body: Record<string, unknown>): Promise<string> {
  const kept = Object.fromEntries(Object.entries(body).filter(([name]) => !secretFields.has(name)));
  return createHmac('sha256', key)
    .update(`${method} ${pathAndQuery}\n${JSON.stringify(await canonical(kept))}`)
    .digest('hex');
}

export function readBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('body', mutating.has(c.req.method) ? await parse(c.req.raw) : {});
    return next();
  };
}
