// What the auth screens do with the server: each call, then the session change it implies.
import * as authApi from '@/api/auth';
import type { ForgotPasswordRequest, LoginRequest, RegisterRequest, ResetPasswordRequest } from '@/contract';
import { signIn } from '@/session/session';

export async function signInWithPassword(values: LoginRequest): Promise<void> {
  signIn(await authApi.login(values));
}

export async function signInWithGoogle(idToken: string): Promise<void> {
  signIn(await authApi.loginByGoogle(idToken));
}

/** A new chef is signed in straight away (status registered: the guard sends them to update-profile). */
export async function registerChef(values: RegisterRequest): Promise<void> {
  signIn(await authApi.register(values));
}

export const requestResetCode = (values: ForgotPasswordRequest) => authApi.forgotPassword(values);
export const resetPassword = (values: ResetPasswordRequest) => authApi.resetPassword(values);
