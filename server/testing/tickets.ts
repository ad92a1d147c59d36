// Test helpers for support tickets: the chef's ticket calls (multipart as the app sends them) with
// their answers parsed by the contract's schemas, and support's admin calls.
import * as v from 'valibot';
import { ticketListSchema, ticketSchema, type Ticket } from '../../src/contract/index.ts';
import { call, postForm, type CallResult, type Harness } from './harness.ts';

export interface FilePart {
  bytes: Uint8Array;
  name: string;
  type?: string;
}

export function ticketForm(fields: Record<string, string>, attachment?: FilePart | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (attachment) form.append('attachment', new Blob([new Uint8Array(attachment.bytes)], { type: attachment.type ?? 'application/octet-stream' }), attachment.name);
  return form;
}

export const validTicket = (overrides: Record<string, string> = {}): Record<string, string> => ({
  title: 'Payout missing',
  description: 'My payout for last week did not arrive.',
  ...overrides,
});

export const parseTicket = (answer: CallResult): Ticket => v.parse(ticketSchema, answer.json.result);

export function ticketCalls(h: Harness, token: string | null) {
  const url = h.server.url;
  const headersOf = (key?: string): Record<string, string> => (key ? { 'Idempotency-Key': key } : {});
  return {
    list: async (status?: string): Promise<Ticket[]> =>
      v.parse(ticketListSchema, (await call(url, 'GET', `/api/chef/tickets${status ? `?status=${status}` : ''}`, { token })).json.result),
    get: (ref: string | number) => call(url, 'GET', `/api/chef/tickets/${ref}`, { token }),
    create: (form: FormData, key?: string) => postForm(url, '/api/chef/tickets', form, { token, headers: headersOf(key) }),
    reply: (ref: string | number, form: FormData, key?: string) => postForm(url, `/api/chef/tickets/${ref}/reply`, form, { token, headers: headersOf(key) }),
    read: (ref: string | number) => call(url, 'POST', `/api/chef/tickets/${ref}/read`, { token }),
    download: (attachmentUrl: string) => fetch(url + attachmentUrl, { headers: token ? { Authorization: `Bearer ${token}` } : {} }),
  };
}

export function supportCalls(h: Harness) {
  const url = h.server.url;
  const token = h.server.adminToken;
  return {
    reply: (id: number, body: Record<string, unknown>) => call(url, 'POST', `/admin/tickets/${id}/reply`, { token, body }),
    replyWithFile: (id: number, form: FormData) => postForm(url, `/admin/tickets/${id}/reply`, form, { token }),
    status: (id: number, status: string) => call(url, 'POST', `/admin/tickets/${id}/status`, { token, body: { status } }),
  };
}
