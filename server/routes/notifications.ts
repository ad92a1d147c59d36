// Notification routes: list (newest first), mark one read, mark all read (those that existed when
// the chef tapped: X-Action-At, never later than now; design rule 14).
import type { Hono } from 'hono';
import { actionTimeUpToNow } from '../http/action-time.ts';
import { currentChef, requireChef } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { ApiError, success } from '../http/envelope.ts';
import { commit } from '../http/idempotency.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '../store/notifications.ts';

export function registerNotificationRoutes(api: Hono<AppEnv>, deps: Deps): void {
  api.get('/chef/notifications', requireChef, (c) => c.json(success(listNotifications(deps.db, currentChef(c).id))));

  api.post('/chef/notifications/read-all', requireChef, (c) => {
    const chef = currentChef(c);
    return commit(c, deps, () => {
      const now = deps.nowIso();
      const count = markAllNotificationsRead(deps.db, chef.id, actionTimeUpToNow(c, now).at, now);
      return { status: 200, body: success(null, `${count} notifications marked as read.`) };
    });
  });

  api.post('/chef/notifications/read/:id', requireChef, (c) => {
    const chef = currentChef(c);
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, 'Notification not found.');
    return commit(c, deps, () => {
      const notification = markNotificationRead(deps.db, chef.id, id, deps.nowIso());
      if (!notification) throw new ApiError(404, 'Notification not found.');
      return { status: 200, body: success(notification, 'Notification marked as read.') };
    });
  });
}
