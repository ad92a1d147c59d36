// Arranging the onboarding tests straight against the server: a fresh chef moved through the
// steps (profile, documents, contract, approval by the admin endpoint) to the status a test
// starts from, and the chef's profile and the current contract as the server has them. Also reads
// a form's draft from the device's IndexedDB, so a test knows it was saved before a reload.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { registerChef, type ChefAccount } from './api.ts';
import { pdfDocument, pngImage, type DocumentFile } from './documents.ts';
import { E2E_ADMIN_TOKEN } from './env.ts';

const json = { Accept: 'application/json', Language: 'en' };
const admin = { ...json, Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const as = (token: string) => ({ ...json, Authorization: `Bearer ${token}` });

export type ServerUser = ChefAccount['user'] & {
  first_name: string;
  last_name: string;
  phone: string | null;
  id_number: string | null;
  city_id: number | null;
  main_street: string | null;
  address: string | null;
  zip_code: string | null;
};
export type Chef = { token: string; password: string; user: ServerUser };
export type ProfileFields = {
  first_name: string;
  last_name: string;
  phone: string;
  id_number: string;
  city_id: number;
  main_street: string;
  address: string;
  zip_code: string;
};
export type Contract = { version: string; title: string; body: string };

/** A valid profile (city 2 is Kaunas in the server's seed), with the chef's own name. */
export function validProfile(user: { first_name: string; last_name: string }, overrides: Partial<ProfileFields> = {}): ProfileFields {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    phone: '+37061234567',
    id_number: '39001010001',
    city_id: 2,
    main_street: 'Laisvės al. 10',
    address: 'Apt. 5',
    zip_code: 'LT-44280',
    ...overrides,
  };
}

async function resultOf<T>(response: { ok(): boolean; status(): number; text(): Promise<string> }, what: string): Promise<T> {
  const text = await response.text();
  expect(response.ok(), `${what}: ${response.status()} ${text}`).toBe(true);
  return (JSON.parse(text) as { result: T }).result;
}

/** GET /api/chef/personal-info/profile: the chef as the server has them now. */
export async function serverProfile(request: APIRequestContext, token: string): Promise<ServerUser> {
  return resultOf<ServerUser>(await request.get('/api/chef/personal-info/profile', { headers: as(token) }), 'GET profile');
}

export async function cityId(request: APIRequestContext, name: string): Promise<number> {
  const cities = await resultOf<{ id: number; name: string }[]>(await request.get('/api/cities', { headers: json }), 'GET cities');
  const city = cities.find((entry) => entry.name === name);
  if (!city) throw new Error(`no city ${name} in ${JSON.stringify(cities)}`);
  return city.id;
}

export async function updateProfile(request: APIRequestContext, token: string, profile: ProfileFields): Promise<ServerUser> {
  return resultOf<ServerUser>(await request.post('/api/chef/personal-info/update', { headers: as(token), data: profile }), 'profile update');
}

export async function uploadDocuments(
  request: APIRequestContext,
  token: string,
  files: { identity_document: DocumentFile; hygiene_certificate: DocumentFile } = { identity_document: pngImage(), hygiene_certificate: pdfDocument() },
): Promise<ServerUser> {
  return resultOf<ServerUser>(await request.post('/api/chef/documents', { headers: as(token), multipart: files }), 'documents upload');
}

export async function currentContract(request: APIRequestContext, token: string): Promise<Contract> {
  return resultOf<Contract>(await request.get('/api/chef/contract', { headers: as(token) }), 'GET contract');
}

export async function signContract(request: APIRequestContext, token: string, signatureName: string): Promise<ServerUser> {
  const { version } = await currentContract(request, token);
  const data = { version, accepted: true, signature_name: signatureName };
  return resultOf<ServerUser>(await request.post('/api/chef/contract/sign', { headers: as(token), data }), 'contract sign');
}

/** POST /admin/chefs/approve (also broadcasts the account_status notification). */
export async function approveChef(request: APIRequestContext, email: string): Promise<ServerUser> {
  return (await resultOf<{ user: ServerUser }>(await request.post('/admin/chefs/approve', { headers: admin, data: { email } }), `approve ${email}`)).user;
}

export type OnboardingStatus = 'registered' | 'personal_info_filled' | 'document_uploaded' | 'need_admin_approval' | 'approved';

/** A newly registered chef ("Test <label>"), moved through the real steps to `status`. */
export async function chefAt(request: APIRequestContext, label: string, status: OnboardingStatus): Promise<Chef> {
  const registered = await registerChef(request, label);
  const chef: Chef = { token: registered.token, password: registered.password, user: await serverProfile(request, registered.token) };
  const steps: [OnboardingStatus, () => Promise<ServerUser>][] = [
    ['personal_info_filled', () => updateProfile(request, chef.token, validProfile(chef.user))],
    ['document_uploaded', () => uploadDocuments(request, chef.token)],
    ['need_admin_approval', () => signContract(request, chef.token, `${chef.user.first_name} ${chef.user.last_name}`)],
    ['approved', () => approveChef(request, chef.user.email)],
  ];
  for (const [reached, step] of steps) {
    if (chef.user.status === status) break;
    chef.user = await step();
    expect(chef.user.status, `${chef.user.email} after the step to ${reached}`).toBe(reached);
  }
  expect(chef.user.status).toBe(status);
  return chef;
}

/** The draft of a form ('profile' | 'documents' | 'contract') in the device's IndexedDB, with every
 * Blob written as { blob: name, size }: what a reload will restore. Null while there is none. */
export async function storedDraft(page: Page, form: string): Promise<unknown> {
  return page.evaluate(async (wanted) => {
    const plain = (value: unknown): unknown => {
      if (value instanceof Blob) return { blob: value instanceof File ? value.name : 'blob', size: value.size };
      if (Array.isArray(value)) return value.map(plain);
      if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
      return value;
    };
    const open = (name: string) =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error(`cannot open ${name}`));
      });
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await open(info.name);
      try {
        if (!db.objectStoreNames.contains('drafts')) continue;
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => resolve(all.result as unknown[]);
          all.onerror = () => reject(all.error ?? new Error('cannot read drafts'));
        });
        const row = rows.find((entry) => (entry as { form?: string }).form === wanted) as { values?: unknown } | undefined;
        if (row) return plain(row.values);
      } finally {
        db.close();
      }
    }
    return null;
  }, form);
}
