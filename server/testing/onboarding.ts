// Test helpers for the onboarding routes (used by server/onboarding*.test.ts only): a fresh chef,
// the steps that move them on, the multipart upload, and files with real or fake content.
import { randomUUID } from 'node:crypto';
import type { DocumentKind, User } from '../../src/contract/index.ts';
import { call, demoPassword, type CallResult } from './harness.ts';

export const validProfile = {
  first_name: 'Ona',
  last_name: 'Žemaitė',
  phone: '+37061234567',
  id_number: '48505050505',
  city_id: 2,
  main_street: 'Laisvės al. 10',
  address: 'Apt. 4',
  zip_code: 'LT-44223',
};

export interface FreshChef {
  token: string;
  user: User;
  email: string;
}

/** Registers a new chef (status registered) with a unique e-mail. */
export async function registerChef(url: string, name = { first_name: 'Ona', last_name: 'Žemaitė' }): Promise<FreshChef> {
  const email = `chef-${randomUUID()}@chef.test`;
  const answer = await call(url, 'POST', '/api/chef/auth/register', {
    body: { ...name, email, password: demoPassword, password_confirmation: demoPassword },
  });
  const result = answer.json.result as { token: string; user: User } | undefined;
  if (answer.status !== 201 || !result) throw new Error(`register failed: ${answer.status} ${JSON.stringify(answer.json)}`);
  return { token: result.token, user: result.user, email };
}

export const updateProfile = (url: string, token: string, body: Record<string, unknown> = validProfile, headers?: Record<string, string>) =>
  call(url, 'POST', '/api/chef/personal-info/update', { token, body, ...(headers ? { headers } : {}) });

/** A file part of the upload: its name, content and (optional) declared MIME type. */
export interface FilePart {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

/** POST /chef/documents as a browser sends it: multipart built from FormData and Blobs. */
export async function uploadDocuments(
  url: string,
  token: string,
  files: Partial<Record<DocumentKind, FilePart>>,
  headers: Record<string, string> = {},
): Promise<CallResult> {
  const form = new FormData();
  for (const [kind, file] of Object.entries(files)) {
    form.append(kind, new Blob([Uint8Array.from(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const response = await fetch(`${url}/api/chef/documents`, {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, ...headers },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? (JSON.parse(text) as CallResult['json']) : {} };
}

const padded = (head: number[], size: number): Uint8Array => {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  for (let i = head.length; i < size; i += 1) bytes[i] = i % 251;
  return bytes;
};

export const pdfBytes = (size = 2048) => padded([...Buffer.from('%PDF-1.7\n')], size);
export const pngBytes = (size = 2048) => padded([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size);
export const jpgBytes = (size = 2048) => padded([0xff, 0xd8, 0xff, 0xe0], size);
export const textBytes = () => new Uint8Array(Buffer.from('Not a picture, just some text.\n'));

export const goodFiles = (): Record<DocumentKind, FilePart> => ({
  identity_document: { name: 'passport.jpg', bytes: jpgBytes(), type: 'image/jpeg' },
  hygiene_certificate: { name: 'hygiene certificate.pdf', bytes: pdfBytes(), type: 'application/pdf' },
});

/** A chef who saved the profile (personal_info_filled). */
export async function chefWithProfile(url: string): Promise<FreshChef> {
  const chef = await registerChef(url);
  const answer = await updateProfile(url, chef.token);
  if (answer.status !== 200) throw new Error(`profile update failed: ${answer.status} ${JSON.stringify(answer.json)}`);
  return { ...chef, user: answer.json.result as User };
}

/** A chef who uploaded both documents (document_uploaded). */
export async function chefWithDocuments(url: string): Promise<FreshChef> {
  const chef = await chefWithProfile(url);
  const answer = await uploadDocuments(url, chef.token, goodFiles());
  if (answer.status !== 200) throw new Error(`upload failed: ${answer.status} ${JSON.stringify(answer.json)}`);
  return { ...chef, user: answer.json.result as User };
}
