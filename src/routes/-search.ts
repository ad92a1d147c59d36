// Search params of the login screen: `redirect` is untrusted input from the address bar, so it is
// reduced to a same-origin path (or dropped) before anything reads it.
import * as v from 'valibot';
import { safeRedirect } from '@/session/redirect';

export const loginSearchSchema = v.object({
  redirect: v.optional(v.pipe(v.unknown(), v.transform((raw) => safeRedirect(raw) ?? undefined))),
});
