// Body fuzz over every route the app registers: random JSON, URL-encoded forms and
// multipart bodies (wrong types, deep nesting, list fields, prototype keys, random files), random
// path parameters and query strings, as a signed-in chef, an admin and a stranger, plus one body
// near each route's size cap (sent from a child process, so only the server's work is measured).
// Never a 5xx, never a crash, and no request blocks the event loop for 100 ms or more: a request
// seen blocking longer is sent twice more, and fails the test only if it blocks every time (a
// pause of the busy test machine does not repeat; a request that blocks does). Seeded: FUZZ_SEED.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bodyCapOf } from './build-app.ts';
import { measureBlocking, watchEventLoop } from './testing/event-loop.ts';
import { fuzzRandom, type FuzzRandom } from './testing/fuzz.ts';
import { call, demoPassword, login, startServer, type Harness } from './testing/harness.ts';
import { sendFromChild } from './testing/hostile-request.ts';

let h: Harness;
beforeAll(async () => {
  const generous = { loginFailuresPerAccount: 1e6, loginFailuresPerAccountAndIp: 1e6, signInPerIp: 1e6, passwordResetPerIp: 1e6, passwordResetPerAccount: 1e6, changePasswordPerChef: 1e6, pushTokensPerChef: 1e6 };
  h = await startServer({ rateLimits: generous });
});
afterAll(() => h.dispose());

const blockLimitMs = 100;

/** Percent-encodes text; a lone surrogate becomes an invalid UTF-8 escape (a hostile input too). */
const encode = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
};

function randomValue(random: FuzzRandom, depth = 0): unknown {
  switch (random.int(depth > 3 ? 6 : 9)) {
    case 0:
      return null;
    case 1:
      return random.bool();
    case 2:
      return random.pick([0, -1, 1.5, 1e300, -1e300, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 42]);
    case 3:
      return random.string(random.int(40));
    case 4:
      return random.pick(['', ' ', 'demo@chef.test', demoPassword, '2024-02-30', '25:99', '1e300', 'NaN', '<script>', '../../etc/passwd', 'private-chef-1']);
    case 5:
      return random.string(random.int(5000));
    case 6:
      return Array.from({ length: random.int(6) }, () => randomValue(random, depth + 1));
    case 7:
      return Object.fromEntries(Array.from({ length: random.int(6) }, () => [random.pick(fieldNames), randomValue(random, depth + 1)]));
    default: {
      let nested: unknown = random.string(3);
      for (let i = 0; i < random.int(40); i++) nested = { a: nested };
      return nested;
    }
  }
}

const fieldNames = ['email', 'password', 'password_confirmation', 'current_password', 'code', 'token', 'first_name', 'name', 'price', 'description', 'tags[]', 'tags', 'daily_quantity', 'display_order', 'client_id', 'status', 'reason', 'minutes', 'title', 'message', 'socket_id', 'channel_name', 'fcm_token', 'ids[]', 'ids', 'order', 'is_open', 'until', 'phone', 'city_id', '__proto__', 'constructor', 'a[]', '[]', ''];
const fileFields = ['image', 'logo', 'attachment', 'id_card', 'hygiene_certificate', 'file', 'a[]'];
const mimeTypes = ['application/pdf', 'image/png', 'image/jpeg', 'text/html', 'application/octet-stream', ''];

type Body = { kind: 'json'; text: string } | { kind: 'form'; text: string } | { kind: 'multipart'; form: FormData } | { kind: 'raw'; text: string; type: string };

function randomBody(random: FuzzRandom): Body {
  switch (random.int(4)) {
    case 0:
      return { kind: 'json', text: JSON.stringify(Object.fromEntries(Array.from({ length: random.int(8) }, () => [random.pick(fieldNames), randomValue(random)]))) };
    case 1: {
      const pairs = Array.from({ length: random.int(30) }, () => `${encode(random.pick(fieldNames))}=${encode(String(randomValue(random)))}`);
      return { kind: 'form', text: pairs.join('&') };
    }
    case 2: {
      const form = new FormData();
      for (let i = 0; i < random.int(10); i++) form.append(random.pick(fieldNames), String(randomValue(random)));
      for (let i = 0; i < random.int(3); i++) {
        const bytes = random.bytes(random.int(3000) + (random.bool() ? 5 : 0));
        if (bytes.byteLength >= 5 && random.bool()) bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d], 0); // %PDF-
        form.append(random.pick(fileFields), new Blob([bytes], { type: random.pick(mimeTypes) }), random.pick(['a.pdf', 'x.png', '', '../../x', 'n"a\r\nme.jpg', random.string(20)]));
      }
      return { kind: 'multipart', form };
    }
    default:
      return { kind: 'raw', text: random.pick(['{', '[]', 'null', '"x"', '{"a":', '\u0000', random.string(200)]), type: random.pick(['application/json', 'multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=x', 'text/plain', '']) };
  }
}

function concretePath(random: FuzzRandom, pattern: string, known: Record<string, string[]>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) =>
    random.bool() && known[name]?.length ? random.pick(known[name] ?? []) : random.pick(['1', '0', '-1', '99999999999999999999', '1e300', 'abc', '%2e%2e', '%00', 'x'.repeat(300)]),
  );
}

const randomQuery = (random: FuzzRandom): string =>
  random.bool() ? '' : `?${['page', 'per_page', 'status', 'from', 'to', 'utc_offset', 'search', 'email', 'limit'].map((name) => `${name}=${encode(String(randomValue(random)))}`).slice(0, 1 + random.int(5)).join('&')}`;

async function send(method: string, url: string, body: Body | null, token: string | null): Promise<number> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: string | FormData | undefined;
  if (body && method !== 'GET' && method !== 'HEAD') {
    if (body.kind === 'multipart') payload = body.form;
    else {
      payload = body.text;
      headers['Content-Type'] = body.kind === 'json' ? 'application/json' : body.kind === 'form' ? 'application/x-www-form-urlencoded' : body.type;
    }
  }
  const answer = await fetch(url, { method, headers, body: payload });
  await answer.arrayBuffer();
  return answer.status;
}

it('never answers 5xx, never crashes and never blocks the event loop, for random bodies on every route', async () => {
  const random = fuzzRandom();
  const demo = await login(h.server.url, 'demo@chef.test');
  let chefToken = demo.token;
  const known: Record<string, string[]> = {
    id: (h.server.db.prepare('SELECT id FROM orders WHERE chef_id = ? LIMIT 5').all(demo.id) as { id: number }[]).map((row) => String(row.id)),
    slug: (h.server.db.prepare('SELECT slug FROM foods WHERE chef_id = ? LIMIT 5').all(demo.id) as { slug: string }[]).map((row) => row.slug),
  };
  const routes = h.server.routes.filter((route) => route.path !== '/*');
  const failures: string[] = [];
  const blocking: string[] = [];
  let requests = 0;

  for (const route of routes) {
    const tokenFor = () => (route.path.startsWith('/admin') ? h.server.adminToken : chefToken);
    for (let i = 0; i < 16; i++) {
      const url = h.server.url + concretePath(random, route.path, known) + randomQuery(random);
      const body = randomBody(random);
      const token = random.int(5) === 0 ? null : tokenFor();
      const run = () => send(route.method, url, body, token);
      const watch = watchEventLoop();
      const status = await run();
      const worst = watch.worstMs();
      watch.stop();
      requests++;
      if (status >= 500) failures.push(`${route.method} ${url.slice(0, 200)} (${body.kind}) -> ${status}`);
      if (worst >= blockLimitMs) {
        const again = await measureBlocking(run, 2);
        if (again.worstMs >= blockLimitMs) blocking.push(`${route.method} ${url.slice(0, 200)} (${body.kind}): ${[worst, ...again.eachMs].map((ms) => ms.toFixed(0)).join(', ')} ms`);
      }
      // A body may have signed the chef out (logout) or changed the demo data: sign in again.
      if ((await call(h.server.url, 'GET', '/api/verify-token', { token: chefToken })).status !== 200) chefToken = (await login(h.server.url, 'demo@chef.test')).token;
    }

    // One body near the route's cap, of a random kind, from a child process.
    if (route.method === 'GET' || route.method === 'HEAD') continue;
    const cap = bodyCapOf(route.path.replace(/:(\w+)/g, 'x')) - 512;
    const url = h.server.url + concretePath(random, route.path, known);
    const headers: Record<string, string> = { Authorization: `Bearer ${tokenFor()}` };
    const boundary = 'fuzz-boundary';
    const kind = random.int(3);
    const request =
      kind === 0
        ? { url, headers: { ...headers, 'Content-Type': 'application/json' }, head: '{"name":"', chunk: 'a', repeat: cap, tail: '"}' }
        : kind === 1
          ? { url, headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' }, chunk: 'tags[]=x&', repeat: Math.floor(cap / 9) }
          : {
              url,
              headers: { ...headers, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
              head: `--${boundary}\r\nContent-Disposition: form-data; name="${random.pick(fileFields)}"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
              chunk: 'x',
              repeat: cap - 300,
              tail: `\r\n--${boundary}--\r\n`,
            };
    const { result, worstMs, eachMs } = await measureBlocking(() => sendFromChild({ method: route.method, ...request }), 1);
    requests++;
    if (result >= 500) failures.push(`${route.method} ${route.path} near its cap (${['json', 'form', 'multipart'][kind]}) -> ${result}`);
    if (worstMs >= blockLimitMs) {
      const again = await measureBlocking(() => sendFromChild({ method: route.method, ...request }), 2);
      if (again.worstMs >= blockLimitMs) blocking.push(`${route.method} ${route.path} near its cap: ${[...eachMs, ...again.eachMs].map((ms) => ms.toFixed(0)).join(', ')} ms`);
    }
    if ((await call(h.server.url, 'GET', '/api/verify-token', { token: chefToken })).status !== 200) chefToken = (await login(h.server.url, 'demo@chef.test')).token;
  }

  expect(requests).toBeGreaterThan(1000);
  expect(failures).toEqual([]);
  expect(blocking).toEqual([]);
  expect(h.logs.filter((line) => line.startsWith('[error]'))).toEqual([]);
  expect((await call(h.server.url, 'GET', '/api/cities')).status).toBe(200);
}, 600_000);
