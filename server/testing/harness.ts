// Test harness: an in-process server on port 0 in a temp DATA_DIR, plus small HTTP helpers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type RunningServer } from '../app.ts';
import type { ServerOptions } from '../config.ts';
import { findChefByEmail } from '../store/chefs.ts';
import { kitchenOf, updateKitchen, type KitchenFields } from '../store/kitchens.ts';
import { expectContractAnswer } from './contract-answers.ts';

export const demoPassword = 'Demo#Chef1';

export interface Harness {
  server: RunningServer;
  dataDir: string;
  logs: string[];
  /** Closes the server (the temp dir stays until `dispose`). */
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

export const tempDir = (prefix = 'chef-server-'): string => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

export async function startServer(options: Partial<ServerOptions> = {}): Promise<Harness> {
  const dataDir = options.dataDir ?? tempDir();
  const logs: string[] = [];
  // The kitchen heartbeat, order reminders and the missed-orders pause are off unless a test sets
  // them: tests that move the clock by hours would otherwise see the demo kitchen paused (and a
  // notification), or reminder pushes of its pending orders, at a random moment.
  const server = await createServer({
    port: 0,
    host: '127.0.0.1',
    log: (line) => logs.push(line),
    kitchenHeartbeatMinutes: 0,
    orderReminderSeconds: 0,
    missedOrdersPause: 0,
    // No week and no closure for the demo kitchen: tests place orders at any hour of any day.
    demoKitchenHours: 'none',
    ...options,
    dataDir,
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.close();
  };
  return {
    server,
    dataDir,
    logs,
    stop,
    async dispose() {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  /** Send the body form-encoded (as pusher-js does) instead of JSON. */
  form?: boolean;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // Answers are JSON envelopes; tests read fields they assert on.
  json: {
    success?: boolean;
    message?: string;
    errors?: Record<string, string[]>;
    result?: unknown;
    auth?: string;
  };
}

export async function call(baseUrl: string, method: string, route: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.body as Record<string, string>).toString();
    } else {
      headers['Content-Type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
  }
  const response = await fetch(baseUrl + route, { method, headers, body });
  const text = await response.text();
  expectContractAnswer(method, route, response, text);
  return { status: response.status, headers: response.headers, json: text ? (JSON.parse(text) as CallResult['json']) : {} };
}

/** POSTs a multipart form (files and fields), as the app sends an upload. */
export async function postForm(baseUrl: string, route: string, form: FormData, options: Pick<CallOptions, 'token' | 'headers'> = {}): Promise<CallResult> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(baseUrl + route, { method: 'POST', headers, body: form });
  const text = await response.text();
  expectContractAnswer('POST', route, response, text);
  return { status: response.status, headers: response.headers, json: text ? (JSON.parse(text) as CallResult['json']) : {} };
}

/** Signs in and returns the bearer token and the user's id. */
export async function login(baseUrl: string, email: string, password = demoPassword): Promise<{ token: string; id: number }> {
  const answer = await call(baseUrl, 'POST', '/api/login', { body: { email, password } });
  const result = answer.json.result as { token?: string; user?: { id: number } } | undefined;
  if (answer.status !== 200 || !result?.token || !result.user) throw new Error(`login ${email} failed: ${answer.status}`);
  return { token: result.token, id: result.user.id };
}

/** Sets a chef's status directly (tests of what only an approved chef may do use other demo chefs). */
export function setChefStatus(server: RunningServer, email: string, status: string): void {
  const changed = server.db.prepare('UPDATE chefs SET status = ? WHERE email = ?').run(status, email).changes;
  if (changed !== 1) throw new Error(`No chef has the email ${email}.`);
}

/** Changes a chef's kitchen directly (making it first when the chef has none), until the kitchen
 * can be edited through the API. */
export function setKitchen(server: RunningServer, email: string, fields: KitchenFields): void {
  const chef = findChefByEmail(server.db, email);
  if (!chef) throw new Error(`No chef has the email ${email}.`);
  const now = new Date().toISOString();
  kitchenOf(server.db, chef, now);
  updateKitchen(server.db, chef.id, fields, now);
}
