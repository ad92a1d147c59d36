// Auth calls: requests (with the spec's validation rules, section 5) and their results.
import * as v from 'valibot';
import { msg } from './messages.en.ts';
import { visibleCharactersOnly } from './names.ts';
import { userSchema } from './user.ts';

export const emailField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(msg('emailRequired')),
  v.email(msg('emailInvalid')),
);
/**
 * Every new password (register, reset, change): at least 8 characters with upper and lower case,
 * a digit and a special character (spec section 5's rule, one rule for the whole app).
 */
const newPassword = (required: Parameters<typeof msg>[0]) =>
  v.pipe(
    v.string(),
    v.nonEmpty(msg(required)),
    v.minLength(8, msg('passwordMin')),
    v.regex(/[a-z]/, msg('passwordStrong')),
    v.regex(/[A-Z]/, msg('passwordStrong')),
    v.regex(/\d/, msg('passwordStrong')),
    v.regex(/[^A-Za-z0-9]/, msg('passwordStrong')),
  );
const passwordField = newPassword('passwordRequired');
export const strongPasswordField = newPassword('newPasswordRequired');
const nameField = (required: 'firstNameRequired' | 'lastNameRequired') =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(msg(required)), v.maxLength(100, msg('nameTooLong')), visibleCharactersOnly);
const confirmationField = v.pipe(v.string(), v.nonEmpty(msg('passwordConfirmationRequired')));

// A password and its confirmation must match: the error lands on the confirmation field, and is
// reported even while other fields are still invalid (partialCheck), as a form expects.
const confirmationPaths = [['password'], ['password_confirmation']] as const;
const confirms = (input: { password: string; password_confirmation: string }) =>
  input.password === input.password_confirmation;

export const loginRequestSchema = v.object({
  email: emailField,
  password: v.pipe(v.string(), v.nonEmpty(msg('passwordRequired'))),
});
export type LoginRequest = v.InferOutput<typeof loginRequestSchema>;

export const registerRequestSchema = v.pipe(
  v.object({
    first_name: nameField('firstNameRequired'),
    last_name: nameField('lastNameRequired'),
    email: emailField,
    password: passwordField,
    password_confirmation: confirmationField,
  }),
  v.forward(v.partialCheck(confirmationPaths, confirms, msg('passwordMismatch')), ['password_confirmation']),
);
export type RegisterRequest = v.InferOutput<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = v.object({ email: emailField });
export type ForgotPasswordRequest = v.InferOutput<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = v.pipe(
  v.object({
    email: emailField,
    code: v.pipe(v.string(), v.trim(), v.nonEmpty(msg('codeRequired')), v.length(6, msg('codeLength'))),
    password: passwordField,
    password_confirmation: confirmationField,
  }),
  v.forward(v.partialCheck(confirmationPaths, confirms, msg('passwordMismatch')), ['password_confirmation']),
);
export type ResetPasswordRequest = v.InferOutput<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = v.pipe(
  v.object({
    current_password: v.pipe(v.string(), v.nonEmpty(msg('currentPasswordRequired'))),
    password: strongPasswordField,
    password_confirmation: confirmationField,
  }),
  v.forward(v.partialCheck(confirmationPaths, confirms, msg('passwordMismatch')), ['password_confirmation']),
);
export type ChangePasswordRequest = v.InferOutput<typeof changePasswordRequestSchema>;

export const googleLoginRequestSchema = v.object({ token: v.pipe(v.string(), v.nonEmpty(msg('tokenRequired'))) });

export const authResultSchema = v.object({ token: v.string(), user: userSchema });
export type AuthResult = v.InferOutput<typeof authResultSchema>;

export const fcmTokenRequestSchema = v.object({ fcm_token: v.pipe(v.string(), v.nonEmpty(msg('fcmTokenRequired'))) });
