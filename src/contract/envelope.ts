// The response envelope of the marketplace API (design/api.md, Conventions).
import * as v from 'valibot';

export const successEnvelope = <T extends v.GenericSchema>(result: T) =>
  v.object({ success: v.literal(true), message: v.optional(v.string(), ''), result });

export const errorBodySchema = v.object({
  success: v.optional(v.literal(false)),
  message: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  result: v.optional(v.unknown()),
});
export type ErrorBody = v.InferOutput<typeof errorBodySchema>;

/** A result that is `null` (logout, forgot-password, mark read, ...). */
export const emptyResult = v.nullish(v.unknown());
