// Random secrets and their hashes: bearer tokens, reset codes, constant-time comparison.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A bearer token: 32 random bytes, base64url. Only its sha256 is stored. */
export const newBearerToken = (): string => randomBytes(32).toString('base64url');

// Letters and digits that cannot be confused when read from an e-mail (no 0/O, 1/I).
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A 6-character password reset code, e.g. `K7QX2M`. */
export function newResetCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(sha256(a), 'hex');
  const right = Buffer.from(sha256(b), 'hex');
  return timingSafeEqual(left, right);
}
