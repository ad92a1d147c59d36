// Reads the body of a mutating request once (JSON, form or multipart) and fingerprints it.
import type { MiddlewareHandler } from 'hono';
import { createHash } from 'node:crypto';
import { ApiError } from './envelope.ts';
import type { AppEnv } from './context.ts';

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
    const form = await request.formData();
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

export function readBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!mutating.has(c.req.method)) {
      c.set('body', {});
      c.set('bodyHash', '');
      return next();
    }
    const body = await parse(c.req.raw);
    c.set('body', body);
    c.set('bodyHash', createHash('sha256').update(JSON.stringify(await canonical(body))).digest('hex'));
    return next();
  };
}
