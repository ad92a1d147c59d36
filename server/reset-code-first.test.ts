// Reset-password checks the code before it hashes the new password: a stranger guessing codes
// costs the server a lookup, not a scrypt run. hashPassword is watched, not replaced.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import * as passwords from './security/passwords.ts';
import { call, startServer, type Harness } from './testing/harness.ts';

vi.mock('./security/passwords.ts', async (original) => {
  const real = await original<typeof passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.dispose());

const reset = (code: string) =>
  call(h.server.url, 'POST', '/api/chef/auth/reset-password', { body: { email: 'docs@chef.test', code, password: 'Fresh#Pass1', password_confirmation: 'Fresh#Pass1' } });

it('refuses a wrong code without hashing the password, and hashes for the right one', async () => {
  const hash = vi.mocked(passwords.hashPassword);
  await call(h.server.url, 'POST', '/api/chef/auth/forgot-password', { body: { email: 'docs@chef.test' } });
  hash.mockClear();
  for (const wrong of ['WRONG1', 'WRONG2', 'ZZZZZZ']) expect((await reset(wrong)).status).toBe(422);
  expect((await call(h.server.url, 'POST', '/api/chef/auth/reset-password', { body: { email: 'ghost@chef.test', code: 'ABCDEF', password: 'Fresh#Pass1', password_confirmation: 'Fresh#Pass1' } })).status).toBe(422);
  expect(hash).not.toHaveBeenCalled();
  const mail = await call(h.server.url, 'GET', '/admin/mailbox?email=docs@chef.test', { token: h.server.adminToken });
  const code = (mail.json.result as { code: string }[])[0]?.code ?? '';
  expect((await reset(code)).status).toBe(200);
  expect(hash).toHaveBeenCalledTimes(1);
});
