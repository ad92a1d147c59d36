// Sign-in API: validation (422 + English messages), wrong credentials, 401, logout, rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type Harness } from './testing/harness.ts';

let h: Harness;
let url: string;
beforeAll(async () => {
  h = await startServer();
  url = h.server.url;
});
afterAll(() => h.dispose());

describe('validation', () => {
  it('answers 422 with the errors map and the contract English messages', async () => {
    const answer = await call(url, 'POST', '/api/chef/auth/register', {
      body: { first_name: '', email: 'not-an-email', password: 'short', password_confirmation: 'different' },
    });
    expect(answer.status).toBe(422);
    expect(answer.json.success).toBe(false);
    expect(answer.json.errors).toMatchObject({
      first_name: ['First name is required.'],
      last_name: ['Last name is required.'],
      email: ['Invalid email format.'],
      password: ['Password must be at least 8 characters.', 'Password must contain upper and lower case letters, a digit and a special character.'],
    });
    expect(answer.json.message).toBe('First name is required.');
  });

  it('reports mismatching passwords on the confirmation field', async () => {
    const answer = await call(url, 'POST', '/api/chef/auth/register', {
      body: { first_name: 'A', last_name: 'B', email: 'a@b.lt', password: 'Longenough1!', password_confirmation: 'Other12345!' },
    });
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual({ password_confirmation: ['Passwords do not match.'] });
  });

  it('answers 413 for a body over 12 MB', async () => {
    const answer = await call(url, 'POST', '/api/login', { body: { email: 'a@b.lt', password: 'x'.repeat(13 * 1024 * 1024) } });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ success: false, message: 'The request is too large.' });
  });

  it('answers 400 for a body that is not JSON, and 422 for missing fields', async () => {
    const bad = await call(url, 'POST', '/api/login', { body: '{"email":' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('The request body is not valid JSON.');
    const empty = await call(url, 'POST', '/api/login', { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toMatchObject({ email: ['Email is required.', 'Invalid email format.'], password: ['Password is required.'] });
  });
});

describe('login and tokens', () => {
  it('signs in a seeded chef and answers the user with their status', async () => {
    const answer = await call(url, 'POST', '/api/login', { body: { email: 'pending@chef.test', password: 'Demo#Chef1' } });
    expect(answer.status).toBe(200);
    expect(answer.json.message).toBe('Login Successful !');
    expect(answer.json.result).toMatchObject({ token: expect.any(String), user: { email: 'pending@chef.test', status: 'need_admin_approval' } });
  });

  it('answers 422 with the credentials message for a wrong password', async () => {
    const answer = await call(url, 'POST', '/api/login', { body: { email: 'docs@chef.test', password: 'wrong-password' } });
    expect(answer.status).toBe(422);
    expect(answer.json.message).toBe('These credentials do not match our records.');
    expect(answer.json.errors).toEqual({ email: ['These credentials do not match our records.'] });
  });

  it('answers 401 "Unauthenticated." without a token, with a bad one and after logout', async () => {
    const none = await call(url, 'GET', '/api/verify-token');
    expect(none.status).toBe(401);
    expect(none.json).toEqual({ success: false, message: 'Unauthenticated.' });
    expect((await call(url, 'GET', '/api/chef/personal-info/profile', { token: 'forged' })).status).toBe(401);

    const { token } = await login(url, 'profile@chef.test');
    const verified = await call(url, 'GET', '/api/verify-token', { token });
    expect(verified.status).toBe(200);
    expect(verified.json.result).toMatchObject({ token, user: { email: 'profile@chef.test', status: 'personal_info_filled' } });

    expect((await call(url, 'POST', '/api/chef/auth/logout', { token })).status).toBe(200);
    const revoked = await call(url, 'GET', '/api/chef/personal-info/profile', { token });
    expect(revoked.status).toBe(401);
    expect(revoked.json.message).toBe('Unauthenticated.');
  });

  it('registers a chef with status registered and signs them in', async () => {
    const body = { first_name: 'Jonas', last_name: 'Jonaitis', email: 'jonas@chef.test', password: 'Secret#123', password_confirmation: 'Secret#123' };
    const answer = await call(url, 'POST', '/api/chef/auth/register', { body });
    expect(answer.status).toBe(201);
    const result = answer.json.result as { token: string; user: { status: string } };
    expect(result.user.status).toBe('registered');
    expect((await call(url, 'GET', '/api/chef/personal-info/profile', { token: result.token })).status).toBe(200);
    const again = await call(url, 'POST', '/api/chef/auth/register', { body });
    expect(again.status).toBe(422);
    expect(again.json.errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('checks the current password when changing it', async () => {
    const { token } = await login(url, 'new@chef.test');
    const wrong = await call(url, 'POST', '/api/chef/auth/change-password', {
      token,
      body: { current_password: 'nope', password: 'Better#Pass2', password_confirmation: 'Better#Pass2' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({ current_password: ['The current password is incorrect.'] });
    const weak = await call(url, 'POST', '/api/chef/auth/change-password', {
      token,
      body: { current_password: 'Demo#Chef1', password: 'alllowercase', password_confirmation: 'alllowercase' },
    });
    expect(weak.json.errors?.password).toEqual(['Password must contain upper and lower case letters, a digit and a special character.']);
  });

  it('refuses Google sign-in honestly when no client id is configured', async () => {
    const answer = await call(url, 'POST', '/api/chef/auth/login-by-google', { body: { token: 'a-google-id-token' } });
    expect(answer.status).toBe(422);
    expect(answer.json.message).toMatch(/GOOGLE_CLIENT_ID/);
  });

  it('allows cross-origin calls with the bearer and idempotency headers', async () => {
    const preflight = await fetch(url + '/api/login', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,idempotency-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/);
  });

  it('answers JSON 404 for an unknown API route', async () => {
    const answer = await call(url, 'GET', '/api/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.json.success).toBe(false);
  });
});

describe('login rate limit', () => {
  it('answers 429 with Retry-After after 5 failed attempts, even for the right password', async () => {
    const attempt = (password: string) => call(url, 'POST', '/api/login', { body: { email: 'demo@chef.test', password } });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-' + i)).status).toBe(422);
    const limited = await attempt('Demo#Chef1');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json.message).toMatch(/Too many login attempts/);
    // Another account from the same client is not affected.
    expect((await call(url, 'POST', '/api/login', { body: { email: 'docs@chef.test', password: 'Demo#Chef1' } })).status).toBe(200);
  });
});
