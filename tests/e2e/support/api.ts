// Direct calls to the test server, for arranging a test (create a chef, read the mailbox, change
// a status) and for checking server state afterwards. The browser is never driven from here.
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_TOKEN, SEED_PASSWORD, uniqueEmail } from './env.ts';

export type ChefAccount = { token: string; user: { id: number; status: string; email: string } & Record<string, unknown> };

type Envelope<T> = { success: boolean; message?: string; result: T; errors?: Record<string, string[]> };

const json = { Accept: 'application/json', Language: 'en' };

export async function apiLogin(request: APIRequestContext, email: string, password = SEED_PASSWORD): Promise<ChefAccount> {
  const response = await request.post('/api/login', { headers: json, data: { email, password } });
  expect(response.status(), `login of ${email}`).toBe(200);
  const body = (await response.json()) as Envelope<ChefAccount>;
  return body.result;
}

/** The message the server answers for a failed login (what the error toast must show). */
export async function failedLoginMessage(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/login', { headers: json, data: { email, password } });
  expect(response.ok(), 'a wrong password must fail').toBe(false);
  const body = (await response.json()) as Partial<Envelope<unknown>>;
  const first = body.errors ? Object.values(body.errors)[0]?.[0] : undefined;
  const message = first ?? body.message;
  if (!message) throw new Error(`the server answered ${response.status()} without a message`);
  return message;
}

/** Registers a new chef (status registered) with a unique e-mail. */
export async function registerChef(request: APIRequestContext, label: string, password = SEED_PASSWORD): Promise<ChefAccount & { password: string }> {
  const email = uniqueEmail(label);
  const response = await request.post('/api/chef/auth/register', {
    headers: json,
    data: { first_name: 'Test', last_name: label, email, password, password_confirmation: password },
  });
  expect(response.ok(), `register ${email}: ${response.status()}`).toBe(true);
  const body = (await response.json()) as Envelope<ChefAccount>;
  return { ...body.result, password };
}

/** The first message of a refused registration (e.g. an e-mail that is taken): a 422. */
export async function refusedRegistrationMessage(request: APIRequestContext, data: Record<string, string>): Promise<string> {
  const response = await request.post('/api/chef/auth/register', { headers: json, data });
  expect(response.status(), 'a refused registration').toBe(422);
  const body = (await response.json()) as Partial<Envelope<unknown>>;
  const message = (body.errors ? Object.values(body.errors)[0]?.[0] : undefined) ?? body.message;
  if (!message) throw new Error('the server refused the registration without a message');
  return message;
}

/** Status code of GET /api/verify-token with a token: 200 while it is valid, 401 once revoked. */
export async function verifyTokenStatus(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/verify-token', { headers: { ...json, Authorization: `Bearer ${token}` } });
  return response.status();
}

/** Revokes a token on the server, as a logout on another device would. */
export async function revokeToken(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post('/api/chef/auth/logout', { headers: { ...json, Authorization: `Bearer ${token}` } });
  expect(response.ok(), 'logout through the API').toBe(true);
}

const admin = { ...json, Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** The last password-reset code the server "mailed" to this address (GET /admin/mailbox lists the
 * newest mail first). */
export async function lastMailedCode(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`/admin/mailbox?email=${encodeURIComponent(email)}`, { headers: admin });
  expect(response.status(), 'admin mailbox').toBe(200);
  const body = (await response.json()) as Envelope<{ code: string | null }[]>;
  const code = body.result.find((mail) => mail.code)?.code;
  if (!code) throw new Error(`no code in the mailbox of ${email}: ${JSON.stringify(body.result)}`);
  return code;
}

/** Sets a chef's account status through the admin endpoint. */
export async function setChefStatus(request: APIRequestContext, email: string, status: string): Promise<void> {
  const response = await request.post('/admin/chefs/status', { headers: admin, data: { email, status } });
  expect(response.ok(), `admin set-status ${email} ${status}: ${await response.text()}`).toBe(true);
}
