// Every failure of an API call becomes one ApiError, and ONE classification (`failureKind`, design
// rule 5, docs/sync.md) tells the whole app what it means: temporary (no answer, a time-out, 408,
// 425, 429, 5xx: try again later), auth (401), permanent (every other 4xx: the server refused) or
// unreadable (a 2xx whose body does not parse: the server applied the call, the answer is lost).
// `detail` is the spec's toast text (section 8). An error also says whether the API itself answered
// (`fromApi`: its JSON error envelope, not a proxy's page) and how long it asked to wait
// (`retryAfterMs`: Retry-After on a 429 or a 503); the outbox needs both (src/sync/engine/stuck.ts).
import type { ErrorBody } from '@/contract';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed';

export type FieldErrors = Record<string, string[]>;

export const UNKNOWN_ERROR = 'Unknown error';

type ApiErrorInit = {
  kind: ApiErrorKind;
  /** HTTP status, or null when no answer arrived (network, timeout). */
  status: number | null;
  /** The `message` of the server's error body, when it sent one. */
  serverMessage?: string | undefined;
  errors?: FieldErrors | undefined;
  /** The `result` of an error body (409 carries the entity as it stands now). */
  result?: unknown;
  /** What went wrong underneath (ky's error message, a parse issue), used when the body says nothing. */
  cause?: string | undefined;
  /** The body was the API's own JSON error envelope (not a proxy's page, a CDN's, a portal's). */
  fromApi?: boolean;
  /** How long the answer asked to wait before asking again (`Retry-After` on a 429 or a 503), ms. */
  retryAfterMs?: number | null;
};

/** The toast detail: first message of the errors map, else the body's message, else the error's. */
export function errorDetail(parts: { errors?: FieldErrors | undefined; message?: string | undefined; cause?: string | undefined }): string {
  const firstFieldMessage = Object.values(parts.errors ?? {}).find((messages) => messages.length > 0)?.[0];
  return firstFieldMessage || parts.message || parts.cause || UNKNOWN_ERROR;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly serverMessage: string | undefined;
  readonly errors: FieldErrors;
  readonly result: unknown;
  /** The text to show the chef (spec section 8); also the Error's `message`. */
  readonly detail: string;
  /** The API itself answered, with its JSON error envelope: only such answers count towards
   * "stuck" (src/sync/engine/stuck.ts); a gateway's or a CDN's page is the way there, not the API. */
  readonly fromApi: boolean;
  /** `Retry-After` of a 429 or a 503, in ms from the answer; null when it said none. */
  readonly retryAfterMs: number | null;

  constructor(init: ApiErrorInit) {
    const detail = errorDetail({ errors: init.errors, message: init.serverMessage, cause: init.cause });
    super(detail);
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.errors = init.errors ?? {};
    this.result = init.result;
    this.detail = detail;
    this.fromApi = init.fromApi ?? false;
    this.retryAfterMs = init.retryAfterMs ?? null;
  }

  /** Worth trying again later: no answer, a time-out, 408, 425, 429 or a server fault. */
  get isTemporary(): boolean {
    return failureKind(this) === 'temporary';
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  /** An error status with its body: `body` is the parsed error envelope, when the body was one. */
  static fromBody(status: number, body: ErrorBody | undefined, cause: string, retryAfterMs: number | null = null): ApiError {
    // Any JSON object parses as the envelope (its fields are all optional): the API's own says
    // `success: false` or carries a message (docs/api.md, "Error").
    const fromApi = body !== undefined && (body.success === false || typeof body.message === 'string');
    return new ApiError({ kind: 'http', status, serverMessage: body?.message, errors: body?.errors, result: body?.result, cause, fromApi, retryAfterMs });
  }
}

export type FailureKind = 'temporary' | 'auth' | 'permanent' | 'unreadable';

const temporaryStatuses = new Set([408, 425, 429]);

/** What a failed call means, the same for every caller (the outbox, the guard, the screens). */
export function failureKind(error: ApiError): FailureKind {
  const { status } = error;
  if (error.kind === 'network' || error.kind === 'timeout' || status === null) return 'temporary';
  if (status >= 200 && status < 300) return 'unreadable'; // a malformed success: it was applied
  if (status === 401) return 'auth';
  if (temporaryStatuses.has(status) || status >= 500) return 'temporary';
  if (status >= 400) return 'permanent';
  return 'temporary'; // 1xx/3xx reaching the app: not an answer of the API; ask again later
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Toast text for anything thrown: an ApiError's detail, else the error's message, else "Unknown error". */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_ERROR;
}
