// Assembles the Hono app: middleware order, the API, admin, channel auth, static files, errors.
// Order of a request (docs/api.md, "Request pipeline"): security headers; who is asking (the
// bearer token, a header: cheap); 401 for every /chef/* route but the open sign-in ones; 403 for
// the kitchen, menu, orders and tickets unless approved; a chef's write rate (429); the route's
// body size cap; the body parsed (400 when malformed); then whether the request was already
// answered (Idempotency-Key).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { AppEnv, Deps } from './http/context.ts';
import { authenticate, requireApproved, requireChef } from './http/auth.ts';
import { isOutOfSpace } from './files.ts';
import { databaseBusy } from './db/open.ts';
import { readBody } from './http/body.ts';
import { ApiError, failure } from './http/envelope.ts';
import { idempotency } from './http/idempotency.ts';
import { writeRateLimit } from './http/write-rate.ts';
import { staticSite } from './http/static.ts';
import { securityHeaders } from './http/security-headers.ts';
import { adminOnly, registerAdminRoutes } from './routes/admin.ts';
import { registerAdminOrderRoutes } from './routes/admin-orders.ts';
import { registerAdminPushRoutes } from './routes/admin-push.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerKitchenRoutes } from './routes/kitchen.ts';
import { registerFoodRoutes } from './routes/foods.ts';
import { registerOptionGroupRoutes } from './routes/option-groups.ts';
import { registerBroadcastingRoutes } from './routes/broadcasting.ts';
import { registerNotificationRoutes } from './routes/notifications.ts';
import { registerOnboardingRoutes } from './routes/onboarding.ts';
import { registerOrderRoutes } from './routes/orders.ts';
import { registerPasswordRoutes } from './routes/password.ts';
import { registerProfileRoutes } from './routes/profile.ts';
import { registerTicketRoutes } from './routes/tickets.ts';
import { registerOpenApiRoutes } from './routes/openapi.ts';
import { registerAdminTicketRoutes } from './routes/admin-tickets.ts';
import { registerEarningsRoutes } from './routes/earnings.ts';
import { registerDeviceRoutes } from './routes/devices.ts';

/** The /chef/* routes open without a sign-in. */
export const openSignInRoutes: ReadonlySet<string> = new Set([
  '/api/chef/auth/register',
  '/api/chef/auth/login-by-google',
  '/api/chef/auth/forgot-password',
  '/api/chef/auth/reset-password',
]);

/** Route groups only an approved chef may use (today's and the ones later issues add). */
export const approvedOnlyGroups = [
  '/api/chef/orders',
  '/api/chef/orders/*',
  '/api/chef/kitchen',
  '/api/chef/kitchen/*',
  '/api/chef/foods',
  '/api/chef/foods/*',
  '/api/chef/options',
  '/api/chef/options/*',
  '/api/chef/option-groups',
  '/api/chef/option-groups/*',
  '/api/chef/tickets',
  '/api/chef/tickets/*',
  '/api/chef/earnings',
] as const;

const kB = 1024;
/** A food's create and edit carry a 5 MB photo, a ticket's create and reply a 5 MB attachment. */
const fileUpload = /^\/api\/chef\/(foods(\/[^/]+)?|tickets(\/[^/]+\/reply)?)$/;
/** Paths the pattern above matches that carry no file: the reorder is a list of slugs. */
const noFile: ReadonlySet<string> = new Set(['/api/chef/foods/reorder']);
const uploadLimits: Partial<Record<string, number>> = { '/api/chef/documents': 12 * 1024 * kB, '/api/chef/kitchen': 6 * 1024 * kB };
const tinyBodies = (path: string) => path === '/api/login' || openSignInRoutes.has(path) || path === '/broadcasting/auth' || path.startsWith('/api/broadcasting/');

/**
 * The body cap of a route (docs/api.md, "Request pipeline"): 8 kB for sign-in and channel auth;
 * two 5 MB documents plus fields in the documents upload (12 MB); a 5 MB logo, photo or attachment
 * plus fields (6 MB); 12 MB for admin calls; 256 kB for the rest.
 */
export function bodyCapOf(path: string): number {
  if (tinyBodies(path)) return 8 * kB;
  if (path === '/admin' || path.startsWith('/admin/')) return 12 * 1024 * kB;
  return uploadLimits[path] ?? (fileUpload.test(path) && !noFile.has(path) ? 6 * 1024 * kB : 256 * kB);
}

export function buildApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders());
  // The contract document and its reference page (open to anyone, before sign-in), and in the e2e
  // run the check of every answer against it.
  registerOpenApiRoutes(app, deps);

  // Bearer tokens, no cookies: any origin may call the API (e.g. `vite` dev server on another port).
  const apiCors = cors({
    origin: '*',
    allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'Language', 'Idempotency-Key', 'X-Action-At', 'X-Action-Age', 'X-Socket-Id', 'X-App-Display'],
    // Date: the app learns the server's clock from it (src/lib/server-clock.ts).
    exposeHeaders: ['Retry-After', 'Idempotent-Replayed', 'Date'],
    maxAge: 600,
  });
  const { requestLog } = deps.config;
  if (requestLog)
    app.use('/api/*', async (c, next) => {
      const startedAt = performance.now();
      await next();
      requestLog({
        method: c.req.method,
        path: c.req.path,
        idempotencyKey: c.req.header('Idempotency-Key') ?? null,
        startedAt,
        endedAt: performance.now(),
        status: c.res.status,
        replayed: c.res.headers.get('Idempotent-Replayed') === 'true',
      });
    });
  app.use('/api/*', apiCors);
  app.use('/broadcasting/*', apiCors);

  const limit = (maxSize: number) => bodyLimit({ maxSize, onError: (c) => c.json(failure('The request is too large.'), 413) });
  // Who is asking first (a header), then the chef-only routes as one group, so no route forgets it.
  for (const prefix of ['/api/*', '/broadcasting/*']) app.use(prefix, authenticate(deps));
  app.use('/api/chef/*', async (c, next) => (openSignInRoutes.has(c.req.path) ? next() : requireChef(c, next)));
  for (const route of ['/broadcasting/*', '/api/broadcasting/*']) app.use(route, requireChef);
  for (const group of approvedOnlyGroups) app.use(group, requireApproved);
  // A chef's changes are rate-limited (a token bucket) before any body is read.
  app.use('/api/*', writeRateLimit(deps.config.writeRate, deps.config.now));
  // Each route's body cap (bodyCapOf), before anything is read.
  app.use('/api/*', async (c, next) => limit(bodyCapOf(c.req.path))(c, next));
  app.use('/broadcasting/*', limit(bodyCapOf('/broadcasting/auth')));
  // An anonymous body is read only by the sign-in routes; every other route answers 401 without it.
  const readsAnonymously = (path: string) => path === '/api/login' || openSignInRoutes.has(path);
  app.use('/api/*', readBody({ readsAnonymously, maxBytes: bodyCapOf }));
  app.use('/broadcasting/*', readBody({ readsAnonymously, maxBytes: bodyCapOf }));
  app.use('/admin/*', adminOnly(deps), limit(bodyCapOf('/admin')), readBody({ maxBytes: bodyCapOf }));
  app.use('/api/*', idempotency(deps));

  const api = new Hono<AppEnv>();
  registerAuthRoutes(api, deps);
  registerPasswordRoutes(api, deps);
  registerProfileRoutes(api, deps);
  registerOnboardingRoutes(api, deps);
  registerNotificationRoutes(api, deps);
  registerOrderRoutes(api, deps);
  registerKitchenRoutes(api, deps);
  registerFoodRoutes(api, deps);
  registerOptionGroupRoutes(api, deps);
  registerTicketRoutes(api, deps);
  registerEarningsRoutes(api, deps);
  registerDeviceRoutes(api, deps);
  registerBroadcastingRoutes(api, '/broadcasting/auth', deps);
  app.route('/api', api);
  registerBroadcastingRoutes(app, '/broadcasting/auth', deps);

  const admin = new Hono<AppEnv>();
  registerAdminRoutes(admin, deps);
  registerAdminOrderRoutes(admin, deps);
  registerAdminPushRoutes(admin, deps);
  registerAdminTicketRoutes(admin, deps);
  app.route('/admin', admin);

  app.all('/api/*', (c) => c.json(failure(`The route ${c.req.method} ${c.req.path} does not exist.`), 404));
  app.all('/admin/*', (c) => c.json(failure(`The route ${c.req.method} ${c.req.path} does not exist.`), 404));
  app.on(['GET', 'HEAD'], '*', staticSite(deps.config.distDir));
  app.notFound((c) => c.json(failure('Not found.'), 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
    // Another process holds the database's write lock (a backup, an admin command): nothing was
    // changed (the transaction rolled back), so the client may send the same request again.
    if (databaseBusy(error)) {
      deps.config.log(`[db] busy: ${c.req.method} ${c.req.path} answered 503`);
      return c.json(failure('The server is busy. Please try again in a moment.'), 503, { 'Retry-After': '1' });
    }
    deps.config.log(`[error] ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    if (isOutOfSpace(error)) return c.json(failure('The server is out of storage space. Please try again later.'), 507);
    return c.json(failure('Server error. Please try again later.'), 500);
  });
  return app;
}
