// Validates request bodies with the contract's valibot schemas -> 422 with English messages.
import * as v from 'valibot';
import { englishMessage } from '../../src/contract/index.ts';
import { validationError, type FieldErrors } from './envelope.ts';

type Entries = Record<string, v.GenericSchema>;

/** The object entries of a schema, also when it is wrapped in a pipe (e.g. a password check). */
function objectEntries(schema: v.GenericSchema): Entries | undefined {
  const candidate = schema as unknown as { type: string; entries?: Entries; pipe?: v.GenericSchema[] };
  if (candidate.type === 'object' && candidate.entries) return candidate.entries;
  const first = candidate.pipe?.[0];
  return first && first !== schema ? objectEntries(first) : undefined;
}

const isStringSchema = (schema: v.GenericSchema): boolean => {
  const candidate = schema as unknown as { type: string; pipe?: v.GenericSchema[] };
  return candidate.type === 'string' || (candidate.pipe?.[0] as { type?: string } | undefined)?.type === 'string';
};

/** Missing or null text fields become '' so the schema's "required" message applies. */
function fillMissingText(schema: v.GenericSchema, input: Record<string, unknown>): Record<string, unknown> {
  const entries = objectEntries(schema);
  if (!entries) return input;
  const filled = { ...input };
  for (const [name, entry] of Object.entries(entries)) {
    if ((filled[name] === undefined || filled[name] === null) && isStringSchema(entry)) filled[name] = '';
  }
  return filled;
}

/** valibot's built-in messages look like `Invalid type: Expected string but received 5`. */
const valibotDefault = /^Invalid [\w ]+: /;
const readable = (field: string) => field.replaceAll('_', ' ');

export function validate<S extends v.GenericSchema>(schema: S, input: Record<string, unknown>): v.InferOutput<S> {
  const result = v.safeParse(schema, fillMissingText(schema, input));
  if (result.success) return result.output;
  // The field names come from the client's body: without a prototype, `__proto__` or
  // `constructor` is a field like any other, not a property every object already has.
  const errors = Object.create(null) as FieldErrors;
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? 'body';
    // Contract keys become English; valibot's built-in messages become a Laravel-like sentence.
    const message = issue.message.startsWith('validation:')
      ? englishMessage(issue.message)
      : valibotDefault.test(issue.message)
        ? `The ${readable(field)} field is invalid.`
        : issue.message;
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  throw validationError(errors);
}
