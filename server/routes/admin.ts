// Admin-only endpoints (Bearer ADMIN_TOKEN) used by `npm run admin`: approve, set-status,
// notify and the dev mailbox; and the kitchen heartbeat's minutes, changed at runtime (e2e).
import type { Hono, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { chefStatuses, notificationTypes } from '../../src/contract/index.ts';
import { bearerToken } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { ApiError, success } from '../http/envelope.ts';
import { validate } from '../http/validate.ts';
import { safeEqual } from '../security/tokens.ts';
import { findChefByEmail, findChefById, toUser, updateChefStatus, type ChefRow } from '../store/chefs.ts';
import { listMail } from '../store/password-resets.ts';

const email = v.pipe(v.string(), v.trim(), v.nonEmpty('An email is required.'), v.email('Invalid email format.'));
const approveSchema = v.object({ email });
const statusSchema = v.object({ email, status: v.picklist(chefStatuses, `Status must be one of: ${chefStatuses.join(', ')}.`) });
const notifySchema = v.object({
  email,
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('A title is required.')),
  body: v.optional(v.string(), ''),
  action_url: v.nullish(v.pipe(v.string(), v.regex(/^\/(?!\/)/, 'The action URL must be a path of the app, like /kitchen.'))),
  type: v.optional(v.pipe(v.string(), v.regex(/^[a-z_]+$/, `Type must be snake_case, e.g. info or ${notificationTypes.join(', ')}.`)), 'info'),
});

const heartbeatSchema = v.object({
  minutes: v.pipe(v.number('The minutes must be a number.'), v.minValue(0, 'The minutes cannot be negative.'), v.maxValue(24 * 60, 'The minutes may not be more than 1440.')),
  /** Only this chef's kitchen (the server-wide setting stays for the others). */
  email: v.optional(v.pipe(v.string(), v.trim(), v.email('The email is invalid.'))),
});

/** The answer minutes (as the heartbeat's) and, server-wide, the grace period in seconds. */
const answerMinutesSchema = v.object({
  ...heartbeatSchema.entries,
  grace_seconds: v.optional(v.pipe(v.number('The grace must be a number of seconds.'), v.minValue(0, 'The grace cannot be negative.'), v.maxValue(3600, 'The grace may not be more than 3600 s.'))),
});

/** 401 unless `Authorization: Bearer <ADMIN_TOKEN>`. */
export function adminOnly(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token || !safeEqual(token, deps.adminToken)) throw new ApiError(401, 'Unauthenticated.');
    return next();
  };
}

function chefByEmail(deps: Deps, address: string): ChefRow {
  const chef = findChefByEmail(deps.db, address);
  if (!chef) throw new ApiError(404, `No chef has the email ${address}.`);
  return chef;
}

const onHoldNotices: Partial<Record<string, { title: string; body: string }>> = {
  suspended: { title: 'Your account is suspended', body: 'You cannot take orders while your account is suspended. Please contact support.' },
  inactive: { title: 'Your account is inactive', body: 'Your kitchen is closed to customers while your account is inactive. Please contact support.' },
};

export function registerAdminRoutes(admin: Hono<AppEnv>, deps: Deps): void {
  admin.post('/chefs/approve', (c) => {
    const chef = chefByEmail(deps, validate(approveSchema, c.get('body')).email);
    updateChefStatus(deps.db, chef.id, 'approved', deps.nowIso());
    const notification = deps.broadcastToChef(chef.id, {
      type: 'account_status',
      title: 'Your account is approved',
      body: 'Welcome to Home Kitchen! New orders will ring here and appear under Active orders.',
      action_url: '/orders/active',
    });
    const user = toUser(findChefById(deps.db, chef.id) ?? chef);
    return c.json(success({ user, notification }, `${chef.email} is approved.`));
  });

  admin.post('/chefs/status', (c) => {
    const input = validate(statusSchema, c.get('body'));
    const chef = chefByEmail(deps, input.email);
    updateChefStatus(deps.db, chef.id, input.status, deps.nowIso());
    // Putting an account on hold tells the chef at once (the app reads the account again on this
    // event and shows why); the onboarding statuses tests set move on silently, as before.
    const onHold = onHoldNotices[input.status];
    const notification = onHold && chef.status !== input.status ? deps.broadcastToChef(chef.id, { type: 'account_status', ...onHold, action_url: '/account-on-hold' }) : null;
    const user = toUser(findChefById(deps.db, chef.id) ?? chef);
    return c.json(success({ user, notification }, `${chef.email} now has the status ${input.status}.`));
  });

  admin.post('/notify', (c) => {
    const input = validate(notifySchema, c.get('body'));
    const chef = chefByEmail(deps, input.email);
    const notification = deps.broadcastToChef(chef.id, {
      type: input.type,
      title: input.title,
      body: input.body,
      action_url: input.action_url ?? null,
    });
    return c.json(success({ notification }, `Notification sent to ${chef.email}.`));
  });

  // The kitchen watch reads the setting each round: an e2e test can use 1 minute, the others 5.
  admin.post('/kitchen-heartbeat', (c) => {
    const { minutes, email } = validate(heartbeatSchema, c.get('body'));
    if (email !== undefined) {
      deps.config.kitchenHeartbeatMinutesByChef.set(chefByEmail(deps, email).id, minutes);
      return c.json(success({ minutes, email }, minutes > 0 ? `The kitchen of ${email} is paused after ${minutes} min without a live connection.` : `The heartbeat is off for ${email}.`));
    }
    deps.config.kitchenHeartbeatMinutes = minutes;
    return c.json(success({ minutes }, minutes > 0 ? `An open kitchen is paused after ${minutes} min without a live connection.` : 'The kitchen heartbeat is off.'));
  });

  // The minutes a pending order waits for an answer, server-wide or for one chef (e2e).
  admin.post('/order-answer-minutes', (c) => {
    const { minutes, email, grace_seconds } = validate(answerMinutesSchema, c.get('body'));
    if (grace_seconds !== undefined) deps.config.orderAnswerGraceMs = grace_seconds * 1000;
    if (email !== undefined) deps.config.orderAnswerMinutesByChef.set(chefByEmail(deps, email).id, minutes);
    else deps.config.orderAnswerMinutes = minutes;
    const whose = email === undefined ? 'An order' : `An order of ${email}`;
    return c.json(success({ minutes, email: email ?? null }, minutes > 0 ? `${whose} not answered in ${minutes} min expires.` : `${whose} waits for an answer for ever.`));
  });

  admin.get('/mailbox', (c) => {
    if (!deps.mailer.hasMailbox) throw new ApiError(404, 'There is no mailbox in production mode: mail goes out through SMTP_URL.');
    const address = validate(approveSchema, { email: c.req.query('email') }).email;
    chefByEmail(deps, address);
    return c.json(success(listMail(deps.db, address)));
  });
}
