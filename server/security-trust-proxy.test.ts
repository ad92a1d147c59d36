// TRUST_PROXY lists the proxies in front: X-Forwarded-For is believed only from them (a client
// that sends the header itself keeps its own address, so it cannot dodge the per-address limits),
// and a chain of trusted proxies is walked from the right to the first address that is not one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBehindProxies, proxyTrust } from './http/client-address.ts';
import { requestFrom } from './testing/from-address.ts';
import { startServer, type Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  // The proxy is 127.0.0.1; a sign-in call from any other address is a client's own.
  h = await startServer({ trustProxy: ['127.0.0.1'], rateLimits: { signInPerIp: 2 } });
});
afterAll(() => h.dispose());

const loginFrom = (localAddress: string, forwardedFor: string) =>
  requestFrom(h.server.port, localAddress, 'POST', '/api/login', {
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ email: 'nobody@chef.test', password: 'x' }),
  });

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-For from a client that is not a listed proxy', async () => {
    const statuses = [];
    for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) statuses.push((await loginFrom('127.0.4.1', forged)).status);
    // All three count against 127.0.4.1 itself: the third is over the limit of 2.
    expect(statuses).toEqual([422, 422, 429]);
  });

  it('takes the client address from X-Forwarded-For sent by a listed proxy', async () => {
    const statuses = [];
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) statuses.push((await loginFrom('127.0.0.1', client)).status);
    expect(statuses).toEqual([422, 422, 422]);
    expect((await loginFrom('127.0.0.1', '198.51.100.1')).status).toBe(422);
    expect((await loginFrom('127.0.0.1', '198.51.100.1')).status).toBe(429);
  });

  it('walks a chain of trusted proxies from the right', () => {
    const trust = proxyTrust(['10.0.0.0/8', '::1', 'fd00::/8']);
    expect(addressBehindProxies('10.1.2.3', '203.0.113.9, 10.0.0.7', trust)).toBe('203.0.113.9');
    expect(addressBehindProxies('::ffff:10.1.2.3', 'forged, 203.0.113.9', trust)).toBe('203.0.113.9');
    expect(addressBehindProxies('::1', ['2001:db8::5', 'fd00::1'], trust)).toBe('2001:db8::5');
    expect(addressBehindProxies('203.0.113.50', '10.0.0.1', trust)).toBe('203.0.113.50');
    expect(addressBehindProxies('10.1.2.3', '10.0.0.1', trust)).toBe('10.0.0.1');
    expect(addressBehindProxies('10.1.2.3', undefined, trust)).toBe('10.1.2.3');
    expect(addressBehindProxies('10.1.2.3', 'not-an-address', trust)).toBe('10.1.2.3');
    expect(addressBehindProxies('10.1.2.3', '203.0.113.9', proxyTrust([]))).toBe('10.1.2.3');
    expect(() => proxyTrust(['10.0.0.0/33'])).toThrow(/prefix/);
    expect(() => proxyTrust(['proxy.local'])).toThrow(/not an IP/);
  });
});
