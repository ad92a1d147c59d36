// Sends one message through FCM's HTTP v1 API (POST {endpoint}/v1/projects/{project}/messages:send)
// with an OAuth2 access token of the service account in FIREBASE_SERVICE_ACCOUNT, obtained and
// cached by google-auth-library. The token endpoint is the account file's `token_uri` (Google's
// by default; a test points it at a local fake). FCM's answer says whether the token still works.
import fs from 'node:fs';
import { JWT } from 'google-auth-library';
import type { FcmMessage } from './fcm-message.ts';

export const fcmScope = 'https://www.googleapis.com/auth/firebase.messaging';
export const defaultFcmEndpoint = 'https://fcm.googleapis.com';
/** Where google-auth-library always asks for the token. */
const googleTokenUrl = 'https://oauth2.googleapis.com/token';

export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  private_key_id?: string;
  token_uri?: string;
}

/** sent; gone (the token is no longer registered: forget it); failed (try again with the next push). */
export type SendOutcome = { kind: 'sent'; name: string } | { kind: 'gone'; reason: string } | { kind: 'failed'; reason: string };

export interface FcmSender {
  projectId: string;
  send(message: FcmMessage): Promise<SendOutcome>;
}

export function readServiceAccount(file: string): ServiceAccount {
  let parsed: Partial<ServiceAccount>;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<ServiceAccount>;
  } catch (error) {
    throw new Error(`FIREBASE_SERVICE_ACCOUNT: cannot read the service-account JSON file ${file}: ${(error as Error).message}`, { cause: error });
  }
  const { project_id, client_email, private_key } = parsed;
  if (!project_id || !client_email || !private_key) {
    throw new Error(`FIREBASE_SERVICE_ACCOUNT: ${file} is not a service-account key (project_id, client_email and private_key are required).`);
  }
  return { ...parsed, project_id, client_email, private_key };
}

interface FcmErrorBody {
  error?: {
    status?: string;
    message?: string;
    details?: { '@type'?: string; errorCode?: string; fieldViolations?: { field?: string }[] }[];
  };
}

/** FCM's error codes that mean "this token will never work again". */
const tokenGoneCodes = new Set(['UNREGISTERED', 'SENDER_ID_MISMATCH']);

function classifyError(status: number, body: FcmErrorBody): SendOutcome {
  const error = body.error ?? {};
  const codes = [error.status, ...(error.details ?? []).map((detail) => detail.errorCode)].filter((code): code is string => !!code);
  const reason = `${status} ${codes.join('/') || 'error'}${error.message ? `: ${error.message}` : ''}`;
  if (status === 404 || codes.some((code) => tokenGoneCodes.has(code))) return { kind: 'gone', reason };
  // INVALID_ARGUMENT is about the token only when FCM says so (another bad field is our bug).
  const aboutToken =
    (error.details ?? []).some((detail) => (detail.fieldViolations ?? []).some((violation) => violation.field === 'message.token')) ||
    /registration token/i.test(error.message ?? '');
  if (codes.includes('INVALID_ARGUMENT') && aboutToken) return { kind: 'gone', reason };
  return { kind: 'failed', reason };
}

export function createFcmSender(account: ServiceAccount, endpoint = defaultFcmEndpoint): FcmSender {
  const auth = new JWT({ email: account.client_email, key: account.private_key, keyId: account.private_key_id, scopes: [fcmScope] });
  const tokenUri = account.token_uri;
  if (tokenUri && tokenUri !== googleTokenUrl) {
    auth.transporter.interceptors.request.add({
      resolved: async (config) => {
        if (config.url.href === googleTokenUrl) config.url = new URL(tokenUri);
        return config;
      },
    });
  }
  const url = `${endpoint.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;

  return {
    projectId: account.project_id,
    async send(message) {
      let accessToken: string | null | undefined;
      try {
        accessToken = (await auth.getAccessToken()).token;
      } catch (error) {
        return { kind: 'failed', reason: `no access token: ${(error as Error).message}` };
      }
      if (!accessToken) return { kind: 'failed', reason: 'no access token' };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ message }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        return { kind: 'failed', reason: `FCM unreachable: ${(error as Error).message}` };
      }
      const text = await response.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: classified by the status alone
      }
      if (response.ok) return { kind: 'sent', name: (body as { name?: string } | null)?.name ?? '' };
      return classifyError(response.status, (body ?? {}) as FcmErrorBody);
    },
  };
}
