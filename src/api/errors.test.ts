import { describe, expect, it } from 'vitest';
import { ApiError, describeError, errorDetail } from './errors';

describe('errorDetail (spec section 8)', () => {
  it('prefers the first message of the errors map', () => {
    expect(errorDetail({ errors: { email: [], password: ['Too short.'] }, message: 'm', cause: 'c' })).toBe('Too short.');
  });
  it('then the message, then the cause, then Unknown error', () => {
    expect(errorDetail({ errors: {}, message: 'Server says no', cause: 'c' })).toBe('Server says no');
    expect(errorDetail({ message: '', cause: 'Request failed' })).toBe('Request failed');
    expect(errorDetail({})).toBe('Unknown error');
  });
});

describe('describeError', () => {
  it('uses the detail of an ApiError, the message of an Error, else Unknown error', () => {
    expect(describeError(new ApiError({ kind: 'http', status: 500, serverMessage: 'Boom' }))).toBe('Boom');
    expect(describeError(new Error('plain'))).toBe('plain');
    expect(describeError('text')).toBe('Unknown error');
  });
  it('tells temporary failures from permanent ones', () => {
    expect(new ApiError({ kind: 'http', status: 429 }).isTemporary).toBe(true);
    expect(new ApiError({ kind: 'http', status: 408 }).isTemporary).toBe(true);
    expect(new ApiError({ kind: 'http', status: 425 }).isTemporary).toBe(true);
    expect(new ApiError({ kind: 'timeout', status: null }).isTemporary).toBe(true);
    expect(new ApiError({ kind: 'http', status: 405 }).isTemporary).toBe(false);
    expect(new ApiError({ kind: 'http', status: 401 }).isTemporary).toBe(false);
    expect(new ApiError({ kind: 'http', status: 503 }).isTemporary).toBe(true);
    expect(new ApiError({ kind: 'http', status: 422 }).isTemporary).toBe(false);
    expect(new ApiError({ kind: 'malformed', status: 200 }).isTemporary).toBe(false);
  });
});
