// The page policy from the build's settings: the API and websocket origins of a backend elsewhere,
// Google sign-in and push only when configured, every inline script hashed, and the CDN file.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, pageHeaders } from './page-policy.ts';

const sources = (policy: string, directive: string): string[] =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the page policy', () => {
  it('hashes every inline script and none with a src', () => {
    const html = '<script>one()</script><SCRIPT type="text/javascript">two()</SCRIPT><script type="module" src="/assets/main.js"></script>';
    expect(sources(contentSecurityPolicy(html), 'script-src')).toEqual(["'self'", sha('one()'), sha('two()')]);
  });

  it('allows only this origin when the build points nowhere else', () => {
    const policy = contentSecurityPolicy('', {});
    expect(sources(policy, 'connect-src')).toEqual(["'self'"]);
    expect(sources(policy, 'frame-src')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/google|unsafe-eval/);
  });

  it('adds the API and websocket origins of a backend elsewhere', () => {
    const policy = contentSecurityPolicy('', {
      VITE_API_URL: 'https://api.kitchen.example/',
      VITE_PUSHER_HOST: 'ws.kitchen.example',
      VITE_PUSHER_PORT: '443',
      VITE_PUSHER_SCHEME: 'https',
    });
    expect(sources(policy, 'connect-src')).toEqual(["'self'", 'https://api.kitchen.example', 'wss://ws.kitchen.example:443']);
    expect(sources(policy, 'img-src')).toContain('https://api.kitchen.example');
  });

  it('allows a websocket host on any port when the port follows the page', () => {
    expect(sources(contentSecurityPolicy('', { VITE_PUSHER_HOST: 'ws.kitchen.example' }), 'connect-src')).toContain('ws://ws.kitchen.example:*');
  });

  it('opens Google sign-in and push origins only when they are configured', () => {
    const policy = contentSecurityPolicy('', { VITE_GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', VITE_FIREBASE_PROJECT_ID: 'kitchen' });
    expect(sources(policy, 'script-src')).toContain('https://accounts.google.com/gsi/client');
    expect(sources(policy, 'frame-src')).toEqual(['https://accounts.google.com/gsi/']);
    expect(sources(policy, 'connect-src')).toContain('https://fcm.googleapis.com');
    expect(contentSecurityPolicy('', { VITE_FIREBASE_PROJECT_ID: ' ' })).not.toContain('googleapis');
  });

  it('writes the same headers as a _headers file for a CDN', () => {
    const headers = pageHeaders('<script>x()</script>');
    const file = headersFile(headers);
    expect(file).toContain(`/*\n  Content-Security-Policy: ${headers['Content-Security-Policy']}\n`);
    expect(file).toContain(sha('x()'));
    expect(file).toContain('  X-Content-Type-Options: nosniff');
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });
});
