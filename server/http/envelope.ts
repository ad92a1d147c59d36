// The API envelope (design/api.md): success and error bodies, and the error type routes throw.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string[]>;

export interface SuccessBody<T> {
  success: true;
  message: string;
  result: T;
}

export interface ErrorBody {
  success: false;
  message: string;
  errors?: FieldErrors;
  result?: unknown;
}

export const success = <T>(result: T, message = ''): SuccessBody<T> => ({ success: true, message, result });

export const failure = (message: string, errors?: FieldErrors): ErrorBody => ({
  success: false,
  message,
  ...(errors ? { errors } : {}),
});

/** Thrown by handlers and middleware; turned into an error body by the app's error handler. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, message: string, errors?: FieldErrors, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }

  get body(): ErrorBody {
    return failure(this.message, this.errors);
  }
}

export const unauthenticated = (): ApiError => new ApiError(401, 'Unauthenticated.');

/** 422 with the errors map; the message is the first error, as Laravel answers. */
export function validationError(errors: FieldErrors): ApiError {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return new ApiError(422, first, errors);
}

export const fieldError = (field: string, message: string): ApiError => validationError({ [field]: [message] });

/** 409: the transition is not allowed from the current state; `result` is the entity as it stands. */
export class ConflictError extends ApiError {
  readonly result: unknown;

  constructor(message: string, result: unknown) {
    super(409, message);
    this.result = result;
  }

  override get body(): ErrorBody {
    return { ...failure(this.message), result: this.result };
  }
}
