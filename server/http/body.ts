// Reads the body of a mutating request once (JSON, form or multipart), after the route's size cap
// and authentication (build-app.ts): malformed bodies (bad JSON, JSON nested deeper than 32
// levels, multipart without a boundary) answer 400; a form with more than `maxFormFields` fields
// or a multipart body with more than `maxFormParts` parts answers 413 (docs/api.md, "Request
// pipeline"). Every step is linear in the body's size, and multipart is parsed as it streams in
// (@fastify/busboy), so no body blocks the event loop. The idempotency fingerprint of a body is an
// HMAC with the server's key that leaves secret fields out (docs/api.md, "Idempotency-Key").
import type { MiddlewareHandler } from 'hono';
import { Busboy, type BusboyInstance } from '@fastify/busboy';
import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
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

/** Fields of a form (URL-encoded or multipart) and parts of a multipart body: no form of the app
 * comes near (a food with its option groups has a few dozen). */
export const maxFormFields = 1000;
export const maxFormParts = 1010;
/** Files in one multipart body (the documents upload has two). */
export const maxFormFiles = 10;
/** A JSON or URL-encoded body (never a file: uploads are multipart) on any route, admin too. */
export const maxTextBodyBytes = 1024 * 1024;

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const tooManyFields = () => new ApiError(413, `The request has too many fields (at most ${maxFormFields}).`);
const unnamedPart = () => new ApiError(400, 'The request body is not valid multipart form data (a part has no name).');
const tooManyParts = () => new ApiError(413, `The request has too many parts (at most ${maxFormParts}, ${maxFormFiles} of them files).`);

/** `key[]` fields become lists (appended in place: linear); other keys keep their last value. */
function formToObject(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  let count = 0;
  for (const [rawKey, value] of entries) {
    if (++count > maxFormFields) throw tooManyFields();
    if (rawKey === '__proto__' || rawKey === '__proto__[]') continue;
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2);
      const list = out[key];
      if (Array.isArray(list)) list.push(value);
      else out[key] = [value];
    } else out[rawKey] = value;
  }
  return out;
}

/** Streams a multipart body through busboy with caps on bytes, parts, fields and files. */
function parseMultipart(source: Readable, contentType: string, maxBytes: number): Promise<[string, unknown][]> {
  return new Promise((resolve, reject) => {
    const entries: [string, unknown][] = [];
    let failed = false;
    let parser: BusboyInstance;
    const fail = (error: ApiError) => {
      if (failed) return;
      failed = true;
      reject(error);
    };
    try {
      parser = new Busboy({
        headers: { 'content-type': contentType },
        limits: { parts: maxFormParts, fields: maxFormFields, files: maxFormFiles, fieldNameSize: 200, fieldSize: 1024 * 1024, headerPairs: 20 },
      });
    } catch {
      return fail(new ApiError(400, 'The request body is not valid multipart form data.'));
    }
    const files: Promise<void>[] = [];
    parser.on('field', (name, value, nameTruncated, valueTruncated) => {
      if (!name) fail(unnamedPart());
      else if (nameTruncated || valueTruncated) fail(new ApiError(413, 'A field of the request is too large.'));
      else entries.push([name, value]);
    });
    parser.on('file', (name, stream, fileName, _encoding, mimeType) => {
      // A part without a name cannot be any field: refused, its bytes drained unread.
      if (!name) {
        stream.resume();
        return fail(unnamedPart());
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      files.push(
        new Promise((done) =>
          stream.on('end', () => {
            const bytes = Buffer.concat(chunks);
            const part = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
            entries.push([name, new File([part], decodeFileName(fileName), { type: mimeType })]);
            done();
          }),
        ),
      );
    });
    for (const limit of ['partsLimit', 'filesLimit'] as const) parser.on(limit, () => fail(tooManyParts()));
    parser.on('fieldsLimit', () => fail(tooManyFields()));
    parser.on('error', () => fail(new ApiError(400, 'The request body is not valid multipart form data.')));
    parser.on('finish', () => void Promise.all(files).then(() => (failed ? undefined : resolve(entries))));
    void feed(source, parser, maxBytes, () => failed).then((problem) => {
      if (problem) fail(problem);
    });
  });
}

/** Browsers (and undici) escape `"`, CR and LF in a part's file name as %22, %0D and %0A (HTML's
 * multipart/form-data encoding); a part without a file name is a file named ''. */
const decodeFileName = (name: string | undefined): string =>
  (name ?? '').replace(/%(22|0D|0A)/gi, (_match, code: string) => String.fromCharCode(parseInt(code, 16)));

/** Slices fed to the parser one event-loop turn apart: no chunk, however large, blocks the loop. */
const feedSliceBytes = 16 * 1024;

/**
 * Writes the body into the parser slice by slice, yielding between slices, counting the route's
 * cap (a body without Content-Length is only known as it arrives). Once `stopped()`, the rest is
 * drained unparsed. Answers the problem that stopped it, if any.
 */
async function feed(source: Readable, parser: BusboyInstance, maxBytes: number, stopped: () => boolean): Promise<ApiError | null> {
  let received = 0;
  let problem: ApiError | null = null;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      received += chunk.byteLength;
      if (received > maxBytes) problem ??= new ApiError(413, 'The request is too large.');
      if (problem || stopped()) continue;
      for (let offset = 0; offset < chunk.byteLength && !stopped(); offset += feedSliceBytes) {
        const slice = chunk.subarray(offset, offset + feedSliceBytes);
        if (!parser.write(slice)) await new Promise((resolve) => parser.once('drain', resolve));
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  } catch {
    problem ??= new ApiError(400, 'The request body could not be read.');
  }
  if (!problem && !stopped()) parser.end();
  return problem;
}

/** Node's own request stream when there is one (cheaper than a web stream), else the web body. */
const sourceOf = (request: Request, incoming: Readable | undefined): Readable =>
  incoming ?? (request.body ? Readable.fromWeb(request.body as WebReadableStream<Uint8Array>) : Readable.from([]));

/** Reads a JSON or URL-encoded body up to `maxBytes` (413 beyond, the rest drained unread). */
async function readText(source: Readable, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let received = 0;
  let tooLarge = false;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      received += chunk.byteLength;
      if (received > maxBytes) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    }
  } catch {
    throw new ApiError(400, 'The request body could not be read.');
  }
  if (tooLarge) throw new ApiError(413, `The request is too large (a JSON or form body may have at most ${Math.floor(maxBytes / 1024)} kB).`);
  return Buffer.concat(chunks).toString('utf8');
}

async function parse(request: Request, incoming: Readable | undefined, maxBytes: number): Promise<Record<string, unknown>> {
  const rawType = request.headers.get('content-type') ?? '';
  const type = rawType.toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    if (!/;\s*boundary=/.test(type)) throw new ApiError(400, 'The request body is not valid multipart form data (no boundary).');
    return formToObject(await parseMultipart(sourceOf(request, incoming), rawType, maxBytes));
  }
  const text = await readText(sourceOf(request, incoming), Math.min(maxBytes, maxTextBodyBytes));
  if (type.startsWith('application/x-www-form-urlencoded')) {
    // Counted before parsing: a form of a million fields is refused without decoding it.
    let fields = 1;
    for (let at = text.indexOf('&'); at !== -1 && fields <= maxFormFields; at = text.indexOf('&', at + 1)) fields++;
    if (fields > maxFormFields) throw tooManyFields();
    return formToObject(new URLSearchParams(text).entries());
  }
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

/**
 * Parses the body of a mutating request (at most `maxBytes(path)`). `readsAnonymously(path)`: whether the route takes a body
 * from a caller without a token (sign-in); for any other route an anonymous body is never read
 * (the route answers 401 or 404 without it).
 */
export function readBody(options: { readsAnonymously?: (path: string) => boolean; maxBytes: (path: string) => number }): MiddlewareHandler<AppEnv> {
  const readsAnonymously = options.readsAnonymously ?? (() => true);
  return async (c, next) => {
    const reads = mutating.has(c.req.method) && (c.get('chef') !== null || readsAnonymously(c.req.path));
    c.set('body', reads ? await parse(c.req.raw, c.env?.incoming, options.maxBytes(c.req.path)) : {});
    return next();
  };
}
