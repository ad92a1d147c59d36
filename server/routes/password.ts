// Password routes: forgot (code to the dev mailbox and log), reset with the code, change.
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
import { consumeResetCode, resetCodeLifetimeMs, sendMail, storeResetCode } from '../store/password-resets.ts';
import { forgetSignInAnswers } from '../store/idempotency.ts';
import { revokeChefTokens } from '../store/tokens.ts';

export const codeSentMessage = 'If an account exists for this email, a verification code has been sent.';
export const invalidCodeMessage = 'The verification code is invalid or has expired.';

export function registerPasswordRoutes(api: Hono<AppEnv>, deps: Deps): void {
  api.post('/chef/auth/forgot-password', (c) => {
    const { email } = validate(forgotPasswordRequestSchema, c.get('body'));
    const chef = findChefByEmail(deps.db, email);
    const code = newResetCode();
    // Unknown e-mails get the same answer, so accounts cannot be discovered this way.
    const response = commit(c, deps, () => {
      if (chef) {
        const now = deps.config.now();
        storeResetCode(deps.db, chef.email, code, now);
        sendMail(deps.db, {
          email: chef.email,
          subject: 'Your password reset code',
          body: `Your verification code is ${code}. It is valid for ${resetCodeLifetimeMs / 60_000} minutes.`,
          code,
          created_at: new Date(now).toISOString(),
        });
      }
      return { status: 200, body: success(null, codeSentMessage) };
    });
    if (chef && response.headers.get('Idempotent-Replayed') !== 'true') {
      deps.config.log(`[mail] password reset code for ${chef.email}: ${code} (valid 30 min)`);
    }
    return response;
  });

  api.post('/chef/auth/reset-password', async (c) => {
    const input = validate(resetPasswordRequestSchema, c.get('body'));
    const passwordHash = await hashPassword(input.password);
    return commit(c, deps, () => {
      const chef = findChefByEmail(deps.db, input.email);
      // A wrong code is answered (not thrown) so its counted attempt is committed.
      if (!chef || !consumeResetCode(deps.db, chef.email, input.code, deps.config.now())) {
        return { status: 422, body: failure(invalidCodeMessage, { code: [invalidCodeMessage] }) };
      }
      const now = deps.nowIso();
      updateChefPassword(deps.db, chef.id, passwordHash, now);
      revokeChefTokens(deps.db, chef.id, now);
      forgetSignInAnswers(deps.db, chef.id);
      return { status: 200, body: success(null, 'Password Reset Successful !') };
    });
  });

  api.post('/chef/auth/change-password', requireChef, async (c) => {
    const chef = currentChef(c);
    const input = validate(changePasswordRequestSchema, c.get('body'));
    if (!(await verifyPassword(input.current_password, chef.password_hash))) {
      throw fieldError('current_password', 'The current password is incorrect.');
    }
    const passwordHash = await hashPassword(input.password);
    return commit(c, deps, () => {
      const now = deps.nowIso();
      updateChefPassword(deps.db, chef.id, passwordHash, now);
      // Other devices sign in again; this one keeps its token.
      revokeChefTokens(deps.db, chef.id, now, c.get('tokenId') ?? undefined);
      forgetSignInAnswers(deps.db, chef.id);
      return { status: 200, body: success(null, 'Password changed successfully.') };
    });
  });
}
