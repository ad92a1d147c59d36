// Revalidation and content coding of static answers (server/http/static.ts): a weak ETag from the
// size and modification time of the bytes sent, `If-None-Match` -> 304 Not Modified, which
// encodings a request accepts, and which content types are worth compressing (those answers
// vary by Accept-Encoding, even when sent as is).

/**
 * A weak validator of the bytes sent: their size and their file's modification time (ms). The
 * Brotli, gzip and plain copies differ in size, so each representation has its own.
 */
export const weakEtag = (size: number, modifiedMs: number): string => `W/"${size.toString(16)}-${Math.floor(modifiedMs).toString(16)}"`;

/** Weak comparison (RFC 9110, 13.1.2): does `If-None-Match` name this validator? */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Headers a 304 repeats from the 200 it stands for: the body's own (type, length, coding) dropped. */
const bodyHeaders = new Set(['content-type', 'content-length', 'content-encoding', 'content-range', 'accept-ranges', 'last-modified']);

export function notModified(headers: Headers): Response {
  const kept = new Headers();
  headers.forEach((value, name) => {
    if (!bodyHeaders.has(name)) kept.set(name, value);
  });
  return new Response(null, { status: 304, headers: kept });
}

export type Coding = 'br' | 'gzip';

/**
 * The coding to send from what a request's Accept-Encoding allows, Brotli first; `null` for the
 * plain bytes. A coding with q=0 is refused; `*` stands for any coding not named.
 */
export function preferredCoding(acceptEncoding: string | undefined, available: readonly Coding[]): Coding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: Coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const order: readonly Coding[] = ['br', 'gzip'];
  return order.find((coding) => available.includes(coding) && weightOf(coding) > 0) ?? null;
}

const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)|\+(json|xml)(;|$)/i;

/** Text formats: sent compressed when the client allows, so their answers vary by Accept-Encoding. */
export const isCompressible = (contentType: string | null): boolean => contentType !== null && compressible.test(contentType);
