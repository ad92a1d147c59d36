// A local fake of Google's OAuth token endpoint and FCM's HTTP v1 send endpoint, for the push
// tests: a service-account file whose key it checks, the requests it was sent, and per-token answers.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface FcmRequest {
  path: string;
  authorization: string | undefined;
  body: { message?: { token?: string } & Record<string, unknown> };
}

export interface FakeFcm {
  origin: string;
  projectId: string;
  clientEmail: string;
  /** The access token the fake hands out for a correctly signed assertion. */
  accessToken: string;
  /** Writes a service-account JSON (its token_uri pointing here) into `dir`; returns its path. */
  writeServiceAccount(dir: string): string;
  /** FCM send requests, in the order they came. */
  sends: FcmRequest[];
  /** Claims of the JWT assertions that came to the token endpoint (signature already checked). */
  assertions: Record<string, unknown>[];
  /** The answer to a send for this token (default 200). */
  answerFor: Map<string, { status: number; body: unknown }>;
  close(): Promise<void>;
}

const readBody = (request: http.IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

/** The claims of an RS256 JWT when `publicKey` signed it, else null. */
function verifiedClaims(jwt: string, publicKey: crypto.KeyObject): Record<string, unknown> | null {
  const [header, payload, signature] = jwt.split('.');
  if (!header || !payload || !signature) return null;
  const valid = crypto.verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url'));
  return valid ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>) : null;
}

export async function startFakeFcm(): Promise<FakeFcm> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const projectId = 'chef-test-project';
  const clientEmail = 'push@chef-test-project.iam.gserviceaccount.com';
  const accessToken = `ya29.fake-${crypto.randomBytes(8).toString('hex')}`;
  const sends: FcmRequest[] = [];
  const assertions: Record<string, unknown>[] = [];
  const answerFor = new Map<string, { status: number; body: unknown }>();

  const server = http.createServer((request, response) => {
    void readBody(request).then((text) => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'POST' && request.url === '/token') {
        const form = new URLSearchParams(text);
        const claims = verifiedClaims(form.get('assertion') ?? '', publicKey);
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !claims) return reply(400, { error: 'invalid_grant' });
        assertions.push(claims);
        return reply(200, { access_token: accessToken, expires_in: 3600, token_type: 'Bearer' });
      }
      if (request.method === 'POST' && request.url === `/v1/projects/${projectId}/messages:send`) {
        const body = JSON.parse(text) as FcmRequest['body'];
        sends.push({ path: request.url, authorization: request.headers.authorization, body });
        if (request.headers.authorization !== `Bearer ${accessToken}`) return reply(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
        const answer = answerFor.get(body.message?.token ?? '');
        return answer ? reply(answer.status, answer.body) : reply(200, { name: `projects/${projectId}/messages/${sends.length}` });
      }
      return reply(404, { error: { code: 404, message: 'No such fake route.', status: 'NOT_FOUND' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    projectId,
    clientEmail,
    accessToken,
    sends,
    assertions,
    answerFor,
    writeServiceAccount(dir) {
      const file = path.join(dir, 'service-account.json');
      const account = {
        type: 'service_account',
        project_id: projectId,
        private_key_id: 'fake-key-1',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
        client_email: clientEmail,
        token_uri: `${origin}/token`,
      };
      fs.writeFileSync(file, JSON.stringify(account));
      return file;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
