// Assembles the Hono app: middleware order, the API, admin, channel auth, static files, errors.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { AppEnv, Deps } from './http/context.ts';
import { authenticate } from './http/auth.ts';
import { readBody } from './http/body.ts';
import { ApiError, failure } from './http/envelope.ts';
import { idempotency } from './http/idempotency.ts';
import { staticSite } from './http/static.ts';
import { adminOnly, registerAdminRoutes } from './routes/admin.ts';
import { registerAdminOrderRoutes } from './routes/admin-orders.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerBroadcastingRoutes } from './routes/broadcasting.ts';
import { registerNotificationRoutes } from './routes/notifications.ts';
import { registerOnboardingRoutes } from './routes/onboarding.ts';
import { registerOrderRoutes } from './routes/orders.ts';
import { registerPasswordRoutes } from './routes/password.ts';
import { registerProfileRoutes } from './routes/profile.ts';

export function buildApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Bearer tokens, no cookies: any origin may call the API (e.g. `vite` dev server on another port).
  const apiCors = cors({
    origin: '*',
    allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'Language', 'Idempotency-Key', 'X-Action-At', 'X-Socket-Id'],
    exposeHeaders: ['Retry-After', 'Idempotent-Replayed'],
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

  // Two 5 MB documents plus fields fit; anything larger is refused before it is read.
  const limit = bodyLimit({
    maxSize: 12 * 1024 * 1024,
    onError: (c) => c.json(failure('The request is too large.'), 413),
  });
  // Order matters: size, who is asking, what they sent, then whether it was already answered.
  for (const prefix of ['/api/*', '/broadcasting/*']) app.use(prefix, limit, authenticate(deps), readBody());
  app.use('/admin/*', adminOnly(deps), limit, readBody());
  app.use('/api/*', idempotency(deps));

  const api = new Hono<AppEnv>();
  registerAuthRoutes(api, deps);
  registerPasswordRoutes(api, deps);
  registerProfileRoutes(api, deps);
  registerOnboardingRoutes(api, deps);
  registerNotificationRoutes(api, deps);
  registerOrderRoutes(api, deps);
  registerBroadcastingRoutes(api, '/broadcasting/auth', deps);
  app.route('/api', api);
  registerBroadcastingRoutes(app, '/broadcasting/auth', deps);

  const admin = new Hono<AppEnv>();
  registerAdminRoutes(admin, deps);
  registerAdminOrderRoutes(admin, deps);
  app.route('/admin', admin);

  app.all('/api/*', (c) => c.json(failure(`The route ${c.req.method} ${c.req.path} does not exist.`), 404));
  app.all('/admin/*', (c) => c.json(failure(`The route ${c.req.method} ${c.req.path} does not exist.`), 404));
  app.on(['GET', 'HEAD'], '*', staticSite(deps.config.distDir));
  app.notFound((c) => c.json(failure('Not found.'), 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
    deps.config.log(`[error] ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return c.json(failure('Server error. Please try again later.'), 500);
  });
  return app;
}
