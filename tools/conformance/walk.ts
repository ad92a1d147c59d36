// The conformance walk (docs/api.md "Running the app against your own backend"): signs
// in a test chef on a running backend and calls the contract's routes in the order the app does
// (profile, notifications, kitchen, a scratch food with an option group, the order lists, a
// ticket, channel authorisation, the signed-in devices, an idempotent replay), checking each answer against the contract
// document (status, envelope, body schema). Each route ends passed, failed (with the first
// difference) or not implemented (404/405/501 to a well-formed call). The channel signature is
// checked with the official `pusher` SDK, so a passing backend works with Pusher, Reverb or any
// Pusher-protocol server given the same key and secret.
import { randomUUID } from 'node:crypto';
import Pusher from 'pusher';
import { buildOpenApiDocument } from '../../src/contract/openapi/document.ts';
import { contractRoutes } from '../../src/contract/openapi/routes.ts';
import { answerValidator } from '../../server/testing/answer-validator.ts';

export type Outcome = 'passed' | 'failed' | 'not implemented' | 'not checked';
export interface RouteResult {
  operationId: string;
  route: string;
  outcome: Outcome;
  /** The first difference (failed), or why it was not checked. */
  detail?: string;
}

export interface WalkOptions {
  baseUrl: string;
  email: string;
  password: string;
  /** The realtime app's key and secret: with them the channel signature is checked exactly. */
  appKey?: string;
  appSecret?: string;
  /** A PNG or JPEG for the scratch food's photo. */
  photo: Uint8Array;
}

interface Answer {
  status: number;
  headers: Headers;
  json: { success?: boolean; message?: string; result?: unknown; auth?: string } | null;
}

class Stop extends Error {}

const routeOf = (operationId: string) => {
  const route = contractRoutes.find((entry) => entry.operationId === operationId);
  if (!route) throw new Error(`No route ${operationId} in the contract.`);
  return route;
};

export async function walkContract(options: WalkOptions): Promise<RouteResult[]> {
  const validator = answerValidator(buildOpenApiDocument());
  const results = new Map<string, RouteResult>();
  const base = options.baseUrl.replace(/\/+$/, '');
  let token: string | null = null;

  const record = (operationId: string, outcome: Outcome, detail?: string) => {
    const route = routeOf(operationId);
    if (!results.has(operationId)) results.set(operationId, { operationId, route: `${route.method.toUpperCase()} ${route.path}`, outcome, detail });
  };

  /** One call of a route: its answer when it passed; Stop (recorded) when it did not. */
  const check = async (
    operationId: string,
    path: string,
    init: { body?: unknown; form?: FormData; urlencoded?: Record<string, string>; headers?: Record<string, string>; expect?: number } = {},
  ): Promise<Answer> => {
    const route = routeOf(operationId);
    const method = route.method.toUpperCase();
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (init.form) body = init.form;
    else if (init.urlencoded) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.urlencoded).toString();
    } else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    let response: Response;
    try {
      response = await fetch(base + path, { method, headers, body, signal: AbortSignal.timeout(15_000) });
    } catch (error) {
      record(operationId, 'failed', `no answer: ${(error as Error).message}`);
      throw new Stop();
    }
    const text = await response.text();
    let json: Answer['json'];
    try {
      json = text ? (JSON.parse(text) as Answer['json']) : null;
    } catch {
      json = null;
    }
    const expected = init.expect ?? route.success.status;
    if (response.status !== expected) {
      if ([404, 405, 501].includes(response.status) && expected < 400) record(operationId, 'not implemented', `${response.status} ${json?.message ?? ''}`.trim());
      else record(operationId, 'failed', `expected status ${expected}, got ${response.status}${json?.message ? `: ${json.message}` : ''}`);
      throw new Stop();
    }
    const problems = validator.check({ method, path: new URL(base + path).pathname, status: response.status, contentType: response.headers.get('Content-Type'), body: text });
    if (problems.length > 0) {
      record(operationId, 'failed', problems[0]);
      throw new Stop();
    }
    return { status: response.status, headers: response.headers, json };
  };
  const pass = (operationId: string) => record(operationId, 'passed');
  /** Runs a step; a Stop ends only that step (what depends on it is then "not checked"). */
  const step = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof Stop)) throw error;
    }
  };
  const result = <T>(answer: Answer) => answer.json?.result as T;

  // Sign-in: without it nothing else can be checked.
  let chefId: number | null = null;
  await step(async () => {
    const answer = await check('login', '/api/login', { body: { email: options.email, password: options.password } });
    const signedIn = result<{ token: string; user: { id: number } }>(answer);
    token = signedIn.token;
    chefId = signedIn.user.id;
    pass('login');
  });
  if (token) {
    await step(async () => (await check('verifyToken', '/api/verify-token'), pass('verifyToken')));
    await step(async () => (await check('profile', '/api/chef/personal-info/profile'), pass('profile')));
    await step(async () => (await check('cities', '/api/cities'), pass('cities')));
    await step(async () => (await check('saveFcmToken', '/api/chef/firebase/fcm-token', { body: { fcm_token: `conformance-${randomUUID()}` } }), pass('saveFcmToken')));

    await step(async () => {
      const list = result<{ id: number; read_at: string | null }[]>(await check('notifications', '/api/chef/notifications'));
      pass('notifications');
      const first = list[0];
      if (first) await step(async () => (await check('readNotification', `/api/chef/notifications/read/${first.id}`), pass('readNotification')));
      else record('readNotification', 'not checked', 'the test chef has no notification');
      await step(async () => (await check('readAllNotifications', '/api/chef/notifications/read-all', { body: {} }), pass('readAllNotifications')));
    });

    await step(async () => (await check('kitchen', '/api/chef/kitchen'), pass('kitchen')));
    await step(async () => (await check('kitchenAnalytics', '/api/chef/kitchen/analytics'), pass('kitchenAnalytics')));
    // The week's hours: saved back as they are (a week the chef never set is left unset), and a
    // closure far ahead added and removed, so the walk leaves the kitchen's hours as it found them.
    await step(async () => {
      const kitchen = result<{ schedule?: unknown }>(await check('kitchen', '/api/chef/kitchen'));
      if (kitchen.schedule) await step(async () => (await check('kitchenSchedule', '/api/chef/kitchen/schedule', { body: kitchen.schedule }), pass('kitchenSchedule')));
      else record('kitchenSchedule', 'not checked', 'the test chef has no week of hours (the walk does not set one)');
      const added = result<{ closures: { id: number; client_id?: string | null }[] }>(
        await check('addKitchenClosure', '/api/chef/kitchen/closures', { body: { from: '2099-12-24', to: '2099-12-26', reason: 'Conformance check', client_id: randomUUID() } }),
      );
      pass('addKitchenClosure');
      const closure = added.closures.find((one) => one.id > 0 && (one as { reason?: string }).reason === 'Conformance check');
      if (closure) await step(async () => (await check('removeKitchenClosure', `/api/chef/kitchen/closures/${closure.id}`), pass('removeKitchenClosure')));
      else record('removeKitchenClosure', 'failed', 'the added closure is not in the kitchen');
    });

    // A scratch food with an option group and an option, deleted at the end.
    await step(async () => (await check('foods', '/api/chef/foods'), pass('foods')));
    let slug: string | null = null;
    await step(async () => {
      const form = new FormData();
      const fields = { name: `Conformance check ${new Date().toISOString()}`, price: '4.50', description: 'Made by the conformance check; it deletes it.', daily_quantity: '', display_order: '999', client_id: randomUUID() };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('tags[]', 'conformance');
      form.append('image', new Blob([new Uint8Array(options.photo)], { type: 'image/png' }), 'photo.png');
      slug = result<{ slug: string }>(await check('addFood', '/api/chef/foods', { form })).slug;
      pass('addFood');
    });
    if (slug) {
      const food = `/api/chef/foods/${encodeURIComponent(slug)}`;
      await step(async () => (await check('food', food), pass('food')));
      // The replay: the same write twice with one Idempotency-Key answers the same, marked replayed.
      await step(async () => {
        const key = randomUUID();
        const first = await check('foodQuantity', `${food}/quantity`, { body: { daily_quantity: 7 }, headers: { 'Idempotency-Key': key } });
        pass('foodQuantity');
        const again = await check('foodQuantity', `${food}/quantity`, { body: { daily_quantity: 7 }, headers: { 'Idempotency-Key': key } });
        const same = JSON.stringify(again.json) === JSON.stringify(first.json);
        const replayed = again.headers.get('Idempotent-Replayed') === 'true';
        results.set('idempotentReplay', {
          operationId: 'idempotentReplay',
          route: `replay of POST ${routeOf('foodQuantity').path} (Idempotency-Key)`,
          outcome: same && replayed ? 'passed' : 'failed',
          detail: same && replayed ? undefined : !replayed ? 'the repeat did not answer Idempotent-Replayed: true' : 'the repeat answered a different body',
        });
      });
      await step(async () => (await check('foodAvailability', `${food}/availability`, { body: { available: true } }), pass('foodAvailability')));
      let groupId: number | null = null;
      await step(async () => {
        const body = { name: 'Conformance extras', selection_type: 'multiple', max_selections: 2, is_required: false, client_id: randomUUID() };
        groupId = result<{ id: number }>(await check('addOptionGroup', `${food}/option-groups`, { body })).id;
        pass('addOptionGroup');
      });
      if (groupId !== null) {
        let optionId: number | null = null;
        await step(async () => {
          const body = { name: 'Extra sauce', type: 'extra', additional_price: '0.50', max_quantity: 2, client_id: randomUUID() };
          optionId = result<{ id: number }>(await check('addOption', `/api/chef/option-groups/${groupId}/options`, { body })).id;
          pass('addOption');
        });
        if (optionId !== null) {
          const option = optionId;
          await step(async () => (await check('editOption', `/api/chef/options/${option}`, { body: { name: 'Extra sauce', type: 'extra', additional_price: '0.60', max_quantity: 2 } }), pass('editOption')));
        }
        await step(async () => (await check('editOptionGroup', `/api/chef/option-groups/${groupId}`, { body: { name: 'Conformance extras', selection_type: 'multiple', max_selections: 1, is_required: false } }), pass('editOptionGroup')));
        await step(async () => (await check('deleteOptionGroup', `/api/chef/option-groups/${groupId}`), pass('deleteOptionGroup')));
      }
      await step(async () => (await check('deleteFood', food), pass('deleteFood')));
    }

    // The order lists, and one order when there is one.
    await step(async () => {
      const active = result<{ id: number }[]>(await check('activeOrders', '/api/chef/orders/active'));
      pass('activeOrders');
      const history = result<{ data: { id: number }[] }>(await check('orderHistory', '/api/chef/orders/history?page=1&per_page=5'));
      pass('orderHistory');
      const any = active[0] ?? history.data[0];
      if (any) await step(async () => (await check('order', `/api/chef/orders/${any.id}`), pass('order')));
      else record('order', 'not checked', 'the test chef has no order');
    });

    // The earnings of the default range (read-only).
    await step(async () => (await check('earnings', '/api/chef/earnings'), pass('earnings')));

    // A ticket: opened, read back, replied to, marked read.
    await step(async () => {
      await check('tickets', '/api/chef/tickets');
      pass('tickets');
      const form = new FormData();
      form.append('title', 'Conformance check');
      form.append('description', 'Opened by the conformance check of the API contract.');
      form.append('client_id', randomUUID());
      const ticket = result<{ id: number; reference?: string }>(await check('openTicket', '/api/chef/tickets', { form }));
      pass('openTicket');
      const ref = String(ticket.id);
      await step(async () => (await check('ticket', `/api/chef/tickets/${ref}`), pass('ticket')));
      await step(async () => {
        const reply = new FormData();
        reply.append('message', 'A reply from the conformance check.');
        reply.append('client_id', randomUUID());
        await check('replyTicket', `/api/chef/tickets/${ref}/reply`, { form: reply });
        pass('replyTicket');
      });
      await step(async () => (await check('readTicket', `/api/chef/tickets/${ref}/read`), pass('readTicket')));
    });

    // Channel authorisation: the Pusher signature for the chef's own channel, 403 for another's.
    await step(async () => {
      if (chefId === null) return;
      const socketId = '123456.7890123';
      const channel = `private-chef-${chefId}`;
      const answer = await check('channelAuth', '/api/broadcasting/auth', { urlencoded: { socket_id: socketId, channel_name: channel } });
      const auth = answer.json?.auth ?? '';
      if (options.appKey && options.appSecret) {
        const pusher = new Pusher({ appId: 'conformance', key: options.appKey, secret: options.appSecret, cluster: 'mt1' });
        const expected = pusher.authorizeChannel(socketId, channel).auth;
        if (auth !== expected) return record('channelAuth', 'failed', `the signature is not the Pusher SDK's for ${channel} (got "${auth}")`);
      } else if (!/^[^:]+:[0-9a-f]{64}$/.test(auth)) return record('channelAuth', 'failed', `"${auth}" is not key:HMAC-SHA256 hex`);
      await check('channelAuth', '/api/broadcasting/auth', { urlencoded: { socket_id: socketId, channel_name: `private-chef-${chefId + 1}` }, expect: 403 });
      pass('channelAuth');
    });

    // Signed-in devices: the list, this device's ring choice (set back as it was), and a second
    // sign-in of the test chef, signed out from this one (its token then answers 401).
    await step(async () => {
      const devices = result<{ id: number; current: boolean; rings_for_orders: boolean }[]>(await check('devices', '/api/chef/devices'));
      pass('devices');
      const current = devices.find((device) => device.current);
      if (current) {
        await step(async () => {
          await check('updateDevice', `/api/chef/devices/${current.id}`, { body: { rings_for_orders: !current.rings_for_orders } });
          await check('updateDevice', `/api/chef/devices/${current.id}`, { body: { rings_for_orders: current.rings_for_orders } });
          pass('updateDevice');
        });
      } else record('updateDevice', 'not checked', 'no device is marked current');
      await step(async () => {
        const own = token;
        const second = await fetch(`${base}/api/login`, { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: JSON.stringify({ email: options.email, password: options.password }) });
        const secondToken = ((await second.json()) as { result?: { token?: string } }).result?.token;
        if (!secondToken) return record('signOutDevice', 'not checked', 'a second sign-in failed');
        token = secondToken;
        const mine = result<{ id: number; current: boolean }[]>(await check('devices', '/api/chef/devices')).find((device) => device.current);
        token = own;
        if (!mine) return record('signOutDevice', 'not checked', 'the second sign-in is not listed as current');
        await check('signOutDevice', `/api/chef/devices/${mine.id}`);
        const after = await fetch(`${base}/api/verify-token`, { headers: { Accept: 'application/json', Authorization: `Bearer ${secondToken}` } });
        if (after.status !== 401) return record('signOutDevice', 'failed', `the signed-out token still answers ${after.status}`);
        pass('signOutDevice');
      });
    });

    // Last: sign out (the token stops working).
    await step(async () => {
      await check('logout', '/api/chef/auth/logout', { body: {} });
      pass('logout');
    });
  }
  return [...results.values()];
}
