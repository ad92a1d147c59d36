// Auth calls (design/api.md, Auth): sign-in, registration, password reset, token check, logout.
import {
  authResultSchema,
  emptyResult,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '@/contract';
import { request } from './app-client';

export const login = (payload: LoginRequest) => request('POST', '/login', { json: payload, schema: authResultSchema });

export const register = (payload: RegisterRequest) =>
  request('POST', '/chef/auth/register', { json: payload, schema: authResultSchema });

export const forgotPassword = async (payload: ForgotPasswordRequest): Promise<void> => {
  await request('POST', '/chef/auth/forgot-password', { json: payload, schema: emptyResult });
};

export const resetPassword = async (payload: ResetPasswordRequest): Promise<void> => {
  await request('POST', '/chef/auth/reset-password', { json: payload, schema: emptyResult });
};

/** `idToken` is the Google ID token from Google Identity Services. */
export const loginByGoogle = (idToken: string) =>
  request('POST', '/chef/auth/login-by-google', { json: { token: idToken }, schema: authResultSchema });

/** The stored token still valid? Answers the chef as the server sees them now. */
export const verifyToken = (options: { skipUnauthorizedHook?: boolean } = {}) =>
  request('GET', '/verify-token', { schema: authResultSchema, ...options });

/** `fcmToken`: this device's push token, which the server then forgets (no pushes after logout). */
export const logout = async ({ fcmToken, ...options }: { skipUnauthorizedHook?: boolean; fcmToken?: string } = {}): Promise<void> => {
  await request('POST', '/chef/auth/logout', { schema: emptyResult, ...(fcmToken ? { json: { fcm_token: fcmToken } } : {}), ...options });
};

export const changePassword = async (payload: ChangePasswordRequest): Promise<void> => {
  await request('POST', '/chef/auth/change-password', { json: payload, schema: emptyResult });
};
