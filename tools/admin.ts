// The admin command: `npm run admin -- <command>`. Talks to the running reference server at
// http://localhost:$PORT through its /admin endpoints, with ADMIN_TOKEN or DATA_DIR/admin-token.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const help = `Usage: npm run admin -- <command>

Commands:
  approve EMAIL                        set the chef's status to approved and notify them
  set-status EMAIL STATUS              set any status (registered, personal_info_filled,
                                       document_uploaded, contract_signed, need_admin_approval,
                                       approved, active, pending, inactive, suspended)
  notify EMAIL TITLE BODY [ACTION_URL] [--type TYPE]
                                       store a notification and broadcast it (type: info)
  mailbox EMAIL                        show the last e-mails (reset codes) sent to the chef
  push-log EMAIL                       the chef's devices and latest pushes (sent through FCM,
                                       or only logged without FIREBASE_SERVICE_ACCOUNT), with
                                       each push's order and reminder number
  place-order EMAIL [--pickup]         a customer places a random order of 1-3 home dishes
                                       (delivery unless --pickup); prints its id and number
  cancel-order ID                      the customer cancels the order (pending, waiting for the
                                       pickup answer or accepted); ID is the order id (42) or
                                       its number with a # (#1042)
  answer-pickup ID accept|decline      the customer answers the chef's request to pick it up
  seed-history EMAIL COUNT             add COUNT finished orders over the last 365 days
  ticket-reply ID TEXT [--attach FILE] [--status resolved|closed]
                                       support replies to ticket ID (a PDF, JPG, PNG, DOC or
                                       DOCX attached), optionally resolving or closing it
  ticket-status ID resolved|closed     support resolves or closes ticket ID
  help                                 show this text

Environment: PORT (default 8080), ADMIN_TOKEN (else read from DATA_DIR/admin-token),
DATA_DIR (default ./data).`;

export interface AdminEnv {
  PORT?: string;
  ADMIN_TOKEN?: string;
  DATA_DIR?: string;
}

interface Envelope {
  success?: boolean;
  message?: string;
  errors?: Record<string, string[]>;
  result?: unknown;
}

interface PushLog {
  mode: 'fcm' | 'log';
  devices: string[];
  pushes: { token: string; outcome: string; created_at: string; message: { data?: Record<string, string> } }[];
}

/** The push's type, its order and, for a reminder of a waiting order, which one:
 * "new_order · order 42 · reminder 2". */
function pushKind(data: Record<string, string>): string {
  const parts = [data.type ?? '?'];
  if (data.order_id) parts.push(`order ${data.order_id}`);
  if (data.reminder && data.reminder !== '0') parts.push(`reminder ${data.reminder}`);
  return parts.join(' · ');
}

/** A push token is long: its start and end name the device well enough. */
const shortToken = (token: string) => (token.length > 24 ? `${token.slice(0, 12)}…${token.slice(-8)}` : token);

interface PlacedOrder {
  order: { id: number; number: string; type: string; total: number };
}

interface MailEntry {
  subject: string;
  code: string | null;
  body: string;
  created_at: string;
}

export class AdminError extends Error {}

function adminToken(env: AdminEnv): string {
  if (env.ADMIN_TOKEN) return env.ADMIN_TOKEN;
  const file = path.join(env.DATA_DIR ?? './data', 'admin-token');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    throw new AdminError(`No admin token: set ADMIN_TOKEN, or start the server once (npm start) so it writes ${file}.`);
  }
}

async function call(env: AdminEnv, method: 'GET' | 'POST', route: string, body?: Record<string, unknown> | FormData): Promise<Envelope> {
  const base = `http://localhost:${env.PORT || 8080}`;
  let response: Response;
  try {
    response = await fetch(`${base}/admin${route}`, {
      method,
      // A FormData body (a file attached) sets its own multipart Content-Type.
      headers: { Authorization: `Bearer ${adminToken(env)}`, Accept: 'application/json', ...(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }) },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    if (error instanceof AdminError) throw error;
    throw new AdminError(`Cannot reach the server at ${base}. Is the server running? Start it with npm start`);
  }
  const text = await response.text();
  let envelope: Envelope;
  try {
    envelope = JSON.parse(text) as Envelope;
  } catch {
    throw new AdminError(`Unexpected answer from ${base} (HTTP ${response.status}). Is this the chef reference server?`);
  }
  if (response.status === 401) {
    throw new AdminError('The server refused the admin token (401). Use the ADMIN_TOKEN the server was started with, or the same DATA_DIR.');
  }
  if (!response.ok) {
    const detail = Object.values(envelope.errors ?? {})[0]?.[0] ?? envelope.message ?? `HTTP ${response.status}`;
    throw new AdminError(detail);
  }
  return envelope;
}

function need(args: string[], count: number, usage: string): void {
  if (args.length < count) throw new AdminError(`Usage: npm run admin -- ${usage}`);
}

/** `--name VALUE` taken out of the arguments: the value (undefined when absent) and the rest. */
function option(argv: string[], name: string): [string | undefined, string[]] {
  const at = argv.indexOf(name);
  if (at < 0) return [undefined, argv];
  if (at + 1 >= argv.length) throw new AdminError(`${name} needs a value.`);
  return [argv[at + 1], argv.filter((_, i) => i !== at && i !== at + 1)];
}

/** Support's reply as multipart, with the file read from disk. */
function replyForm(message: string, status: string | undefined, file: string): FormData {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch {
    throw new AdminError(`Cannot read the file ${file}.`);
  }
  const form = new FormData();
  form.append('message', message);
  if (status) form.append('status', status);
  form.append('attachment', new Blob([new Uint8Array(bytes)]), path.basename(file));
  return form;
}

interface SupportAnswer {
  ticket: { id: number; status: string };
}

/** Runs one command; returns the lines to print. Throws AdminError for a clear failure. */
export async function runAdmin(fullArgv: string[], env: AdminEnv): Promise<string[]> {
  const [attach, withoutAttach] = option(fullArgv, '--attach');
  const [status, argv] = option(withoutAttach, '--status');
  const typeAt = argv.indexOf('--type');
  const type = typeAt >= 0 ? argv[typeAt + 1] : undefined;
  const pickup = argv.includes('--pickup');
  const args = (typeAt >= 0 ? argv.filter((_, i) => i !== typeAt && i !== typeAt + 1) : argv).filter((arg) => arg !== '--pickup');
  const [command, ...rest] = args;
  switch (command) {
    case 'approve': {
      need(rest, 1, 'approve EMAIL');
      return [(await call(env, 'POST', '/chefs/approve', { email: rest[0] })).message ?? 'Approved.'];
    }
    case 'set-status': {
      need(rest, 2, 'set-status EMAIL STATUS');
      return [(await call(env, 'POST', '/chefs/status', { email: rest[0], status: rest[1] })).message ?? 'Done.'];
    }
    case 'notify': {
      need(rest, 3, 'notify EMAIL TITLE BODY [ACTION_URL] [--type TYPE]');
      const [email, title, body, action_url] = rest;
      const payload = { email, title, body, ...(action_url ? { action_url } : {}), ...(type ? { type } : {}) };
      return [(await call(env, 'POST', '/notify', payload)).message ?? 'Sent.'];
    }
    case 'mailbox': {
      need(rest, 1, 'mailbox EMAIL');
      const mails = ((await call(env, 'GET', `/mailbox?email=${encodeURIComponent(rest[0] ?? '')}`)).result ?? []) as MailEntry[];
      if (mails.length === 0) return [`No e-mails sent to ${rest[0]} yet.`];
      return mails.map((mail) => `${mail.created_at}  ${mail.code ?? '-'}  ${mail.subject}: ${mail.body}`);
    }
    case 'push-log': {
      need(rest, 1, 'push-log EMAIL');
      const log = (await call(env, 'GET', `/push-log?email=${encodeURIComponent(rest[0] ?? '')}`)).result as PushLog;
      const head = `${log.mode === 'fcm' ? 'Pushes go out through FCM' : 'FCM is off (no FIREBASE_SERVICE_ACCOUNT): pushes are only logged'}; ${log.devices.length} device(s) registered.`;
      if (log.pushes.length === 0) return [head, `No pushes for ${rest[0]} yet.`];
      return [
        head,
        ...log.pushes.map(({ created_at, token, outcome, message }) => {
          const data = message.data ?? {};
          return `${created_at}  ${shortToken(token)}  ${outcome}  [${pushKind(data)}] ${data.title ?? ''}: ${data.body ?? ''} -> ${data.action_url ?? '/'}`;
        }),
      ];
    }
    case 'place-order': {
      need(rest, 1, 'place-order EMAIL [--pickup]');
      const envelope = await call(env, 'POST', '/orders', { email: rest[0], pickup });
      const { order } = envelope.result as PlacedOrder;
      return [envelope.message ?? 'Order placed.', `id ${order.id}  number ${order.number}  ${order.type}  €${order.total.toFixed(2)}`];
    }
    case 'cancel-order': {
      need(rest, 1, 'cancel-order ID');
      return [(await call(env, 'POST', `/orders/${encodeURIComponent(rest[0] ?? '')}/cancel`)).message ?? 'Cancelled.'];
    }
    case 'answer-pickup': {
      need(rest, 2, 'answer-pickup ID accept|decline');
      const route = `/orders/${encodeURIComponent(rest[0] ?? '')}/answer-pickup`;
      return [(await call(env, 'POST', route, { answer: rest[1] })).message ?? 'Answered.'];
    }
    case 'seed-history': {
      need(rest, 2, 'seed-history EMAIL COUNT');
      return [(await call(env, 'POST', '/orders/seed-history', { email: rest[0], count: Number(rest[1]) })).message ?? 'Done.'];
    }
    case 'ticket-reply': {
      need(rest, 2, 'ticket-reply ID TEXT [--attach FILE] [--status resolved|closed]');
      const [id, message = ''] = rest;
      const route = `/tickets/${encodeURIComponent(id ?? '')}/reply`;
      const body = attach ? replyForm(message, status, attach) : { message, ...(status ? { status } : {}) };
      const envelope = await call(env, 'POST', route, body);
      return [envelope.message ?? `Reply sent (ticket ${(envelope.result as SupportAnswer).ticket.id}).`];
    }
    case 'ticket-status': {
      need(rest, 2, 'ticket-status ID resolved|closed');
      return [(await call(env, 'POST', `/tickets/${encodeURIComponent(rest[0] ?? '')}/status`, { status: rest[1] })).message ?? 'Done.'];
    }
    case undefined:
    case 'help':
    case '--help':
      return [help];
    default:
      throw new AdminError(`Unknown command "${command}".\n\n${help}`);
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  runAdmin(process.argv.slice(2), process.env).then(
    (lines) => console.log(lines.join('\n')),
    (error: unknown) => {
      console.error(error instanceof AdminError ? error.message : `Admin command failed: ${String(error)}`);
      process.exitCode = 1;
    },
  );
}
