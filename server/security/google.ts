// Verifies a Google ID token with Google's tokeninfo endpoint (needs network and GOOGLE_CLIENT_ID).
import { hiddenCharacters } from '../../src/contract/index.ts';
import * as v from 'valibot';

const tokenInfoSchema = v.object({
  aud: v.string(),
  iss: v.string(),
  email: v.string(),
  email_verified: v.union([v.literal('true'), v.literal(true)]),
  given_name: v.optional(v.string(), ''),
  family_name: v.optional(v.string(), ''),
});

export interface GoogleIdentity {
  email: string;
  first_name: string;
  last_name: string;
}

/** The verified identity, or null when Google rejects the token or it is for another client. */
export async function verifyGoogleIdToken(idToken: string, clientId: string): Promise<GoogleIdentity | null> {
  const url = `https://oauth2.googleapis.com/tokeninfo?id_token=${encodeURIComponent(idToken)}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) return null;
  const info = v.safeParse(tokenInfoSchema, await response.json());
  if (!info.success) return null;
  const { aud, iss, email, given_name, family_name } = info.output;
  if (aud !== clientId || !['accounts.google.com', 'https://accounts.google.com'].includes(iss)) return null;
  // Names from Google skip the forms' rule (src/contract/names.ts): the hidden characters are removed.
  const visible = (name: string) => name.replace(new RegExp(hiddenCharacters.source, 'g'), '').trim();
  return { email, first_name: visible(given_name) || email.split('@')[0] || 'Chef', last_name: visible(family_name) || '-' };
}
