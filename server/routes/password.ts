// Password routes: forgot (the code mailed: dev mailbox and log, or SMTP in production), reset
// with the code (checked before the slow password hash), change. Each is rate-limited, and each
// revocation of tokens drops those tokens' websockets.
import type { Hono } from 'hono';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
} from '../../src/contract/index.ts';
import { currentChef, requireChef } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { failure, fieldError, success } from '../http/envelope.ts';
import { commit } from '../http/idempotency.ts';
import { validate } from '../http/validate.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { newResetCode } from '../security/tokens.ts';
import { findChefByEmail, updateChefPassword } from '../store/chefs.ts';
import { clientAddress } from '../http/rate-limits.ts';
import { consumeResetCode, isLiveResetCode, resetCodeLifetimeMs, storeResetCode } from '../store/password-resets.ts';
import { forgetSignInAnswers } from '../store/idempotency.ts';
import { revokeChefTokens } from '../store/tokens.ts';

export const codeSentMessage = 'A verification code has been sent to your email.';
/** Accounts are not secret (docs/api.md, "Accounts are not secret"): register says so too. */
export const noAccountMessage = "We can't find an account with this email address.";
export const invalidCodeMessage = 'The verification code is invalid or has expired.';

export function registerPasswordRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const limitResets = async (c: Parameters<typeof clientAddress>[0], email: string) => {
    await deps.authLimits.consume('passwordResetPerIp', clientAddress(c, deps.config.trustProxy));
    await deps.authLimits.consume('passwordResetPerAccount', email.trim().toLowerCase());
  };

  api.post('/chef/auth/forgot-password', async (c) => {
    const { email } = validate(forgotPasswordRequestSchema, c.get('body'));
    await limitResets(c, email);
    const chef = findChefByEmail(deps.db, email);
    if (!chef) throw fieldError('email', noAccountMessage);
    return commit(c, deps, () => {
      const code = newResetCode();
      storeResetCode(deps.db, chef.email, code, deps.config.now());
      deps.mailer.send(
        {
          to: chef.email,
          subject: 'Your password reset code',
          text: `Your verification code is ${code}. It is valid for ${resetCodeLifetimeMs / 60_000} minutes.`,
          code,
        },
        deps.nowIso(),
      );
      return { status: 200, body: success(null, codeSentMessage) };
    });
  });

  api.post('/chef/auth/reset-password', async (c) => {
    const input = validate(resetPasswordRequestSchema, c.get('body'));
    await limitResets(c, input.email);
    const chef = findChefByEmail(deps.db, input.email);
    if (!chef) throw fieldError('email', noAccountMessage);
    // A wrong code is refused before the slow hash runs (its try is still counted below).
    const passwordHash =
      isLiveResetCode(deps.db, chef.email, input.code, deps.config.now()) ? await hashPassword(input.password) : null;
    return commit(c, deps, () => {
      const chef = findChefByEmail(deps.db, input.email);
      // A wrong code is answered (not thrown) so its counted attempt is committed.
      if (!chef || !consumeResetCode(deps.db, chef.email, input.code, deps.config.now()) || !passwordHash) {
        return { status: 422, body: failure(invalidCodeMessage, { code: [invalidCodeMessage] }) };
      }
      const now = deps.nowIso();
      updateChefPassword(deps.db, chef.id, passwordHash, now);
      deps.realtime.revokeTokens(revokeChefTokens(deps.db, chef.id, now));
      forgetSignInAnswers(deps.db, chef.id);
      return { status: 200, body: success(null, 'Password Reset Successful !') };
    });
  });

  api.post('/chef/auth/change-password', requireChef, async (c) => {
    const chef = currentChef(c);
    const input = validate(changePasswordRequestSchema, c.get('body'));
    await deps.authLimits.consume('changePasswordPerChef', String(chef.id));
    if (!(await verifyPassword(input.current_password, chef.password_hash))) {
      throw fieldError('current_password', 'The current password is incorrect.');
    }
    const passwordHash = await hashPassword(input.password);
    return commit(c, deps, () => {
      const now = deps.nowIso();
      updateChefPassword(deps.db, chef.id, passwordHash, now);
      // Other devices sign in again; this one keeps its token.
      deps.realtime.revokeTokens(revokeChefTokens(deps.db, chef.id, now, c.get('tokenId') ?? undefined));
      forgetSignInAnswers(deps.db, chef.id);
      return { status: 200, body: success(null, 'Password changed successfully.') };
    });
  });
}
