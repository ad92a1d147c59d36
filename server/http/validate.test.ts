// The field names in a 422 come from the client's body: a key that names a property of every
// object (`__proto__`, `constructor`, `toString`) is a field like any other, never a 500.
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { ApiError } from './envelope.ts';
import { validate } from './validate.ts';

const strict = v.strictObject({ rings_for_orders: v.boolean() });

it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('refuses an unknown key named %s with a 422 that names it', (key) => {
  const body = JSON.parse(`{"rings_for_orders":true,${JSON.stringify(key)}:1}`) as Record<string, unknown>;
  let thrown: unknown;
  try {
    validate(strict, body);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ApiError);
  const refused = thrown as ApiError;
  expect(refused.status).toBe(422);
  expect(Object.keys(refused.errors ?? {})).toEqual([key]);
  expect(JSON.parse(JSON.stringify(refused.errors)) as unknown).toEqual(JSON.parse(`{${JSON.stringify(key)}:["The ${key.replaceAll('_', ' ')} field is invalid."]}`));
});
