// What the service worker shows for an FCM push and where its click goes (src/contract/push-message.ts, used by sw/push.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptAnswerNotification, clickTarget, clickTargetOf, isReminder, notificationFor, parsePushPayload } from '@/contract/push-message';

const ORIGIN = 'https://chef.example';
const newOrder = {
  from: '1234',
  fcmMessageId: 'm-1',
  notification: { title: 'New order #1042', body: 'Aziz ordered 2 portions' },
  data: { title: 'New order #1042', body: 'Aziz ordered 2 portions', action_url: '/orders/details/77', type: 'new_order', notification_id: '9', order_id: '77', order_number: '1042', reminder: '0' },
};
const NOW = Date.parse('2026-11-21T12:00:00Z');
const reminder = (count: string, deadline?: string) => ({
  ...newOrder,
  fcmMessageId: `m-${count}`,
  data: { ...newOrder.data, title: 'Order #1042 is still waiting', body: 'Aziz ordered 2 portions', reminder: count, ...(deadline ? { deadline } : {}) },
});
const cancelled = {
  from: '1234',
  notification: { title: 'Order #1042 cancelled', body: 'The customer cancelled the order.' },
  data: { title: 'Order #1042 cancelled', body: 'The customer cancelled the order.', action_url: '/orders/77', type: 'order_cancelled', notification_id: '10', order_id: '77', order_number: '1042' },
};

afterEach(() => vi.restoreAllMocks());

describe('parsePushPayload', () => {
  it('reads an FCM message', () => {
    expect(parsePushPayload(() => newOrder)?.data?.order_id).toBe('77');
  });

  it('ignores and logs what is not JSON or not FCM-shaped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      parsePushPayload(() => {
        throw new SyntaxError('Unexpected token');
      }),
    ).toBeNull();
    expect(parsePushPayload(() => ({ notification: 'hello' }))).toBeNull();
    expect(parsePushPayload(() => ({ data: { count: 3 } }))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe('notificationFor', () => {
  it('a new order: rings, stays, vibrates, is tagged by order and offers Accept (usual time) and Open', () => {
    const shown = notificationFor(newOrder, 'Chef', NOW);
    expect(shown.title).toBe('New order #1042');
    expect(shown.options).toEqual({
      body: 'Aziz ordered 2 portions',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-monochrome-512.png',
      tag: 'order-77',
      requireInteraction: true,
      renotify: true,
      vibrate: [500, 200, 500, 200, 500],
      actions: [
        { action: 'accept', title: 'Accept (usual time)' },
        { action: 'open', title: 'Open' },
      ],
      data: { action_url: '/orders/details/77', type: 'new_order', order_id: 77, order_number: '1042' },
    });
    expect(isReminder(newOrder)).toBe(false);
  });

  it('a reminder replaces the order’s notification, rings again and says how long is left to answer', () => {
    const inSevenMinutes = new Date(NOW + 7 * 60_000 + 30_000).toISOString();
    const shown = notificationFor(reminder('2', inSevenMinutes), 'Chef', NOW);
    expect(isReminder(reminder('2', inSevenMinutes))).toBe(true);
    expect(shown.title).toBe('Order #1042 is still waiting — 7 min left to answer');
    expect(shown.options).toMatchObject({ body: 'Aziz ordered 2 portions', tag: 'order-77', renotify: true, requireInteraction: true, vibrate: [500, 200, 500, 200, 500] });
    expect(shown.options.actions?.map((action) => action.action)).toEqual(['accept', 'open']);
    expect(notificationFor(reminder('3', new Date(NOW + 20_000).toISOString()), 'Chef', NOW).title).toBe('Order #1042 is still waiting — less than a minute left to answer');
    expect(notificationFor(reminder('1'), 'Chef', NOW).title).toBe('Order #1042 is still waiting'); // orders that never expire
  });

  it('a cancel replaces the order’s notification quietly and does not stay', () => {
    const shown = notificationFor(cancelled, 'Chef', NOW);
    expect(shown.title).toBe('Order #1042 cancelled');
    expect(shown.options).toMatchObject({ tag: 'order-77', silent: true, renotify: false, requireInteraction: false });
    expect(shown.options.actions).toBeUndefined();
    expect(shown.options.vibrate).toBeUndefined();
  });

  it('other messages are not sticky; data alone is enough', () => {
    const shown = notificationFor({ data: { title: 'Ticket answered', body: 'See the reply', type: 'support_ticket', notification_id: '12', action_url: '/tickets/details/3' } }, 'Chef');
    expect(shown).toMatchObject({ title: 'Ticket answered', options: { body: 'See the reply', requireInteraction: false, tag: 'notification-12' } });
    expect(shown.options.actions).toBeUndefined();
  });

  it('a new order without order_number takes the number from its title', () => {
    const { order_number: _dropped, ...data } = newOrder.data;
    expect(notificationFor({ ...newOrder, data }, 'Chef', NOW).options.data?.order_number).toBe('1042');
  });
});

describe('acceptAnswerNotification', () => {
  it('replaces the ringing notification quietly with what became of the accept', () => {
    const accepted = acceptAnswerNotification(77, '1042', { kind: 'accepted', minutes: 30 });
    expect(accepted.title).toBe('Order #1042 accepted — 30 min');
    expect(accepted.options).toMatchObject({ tag: 'order-77', silent: true, renotify: false, requireInteraction: false });
    expect(accepted.options.actions).toBeUndefined();
    expect(acceptAnswerNotification(77, '1042', { kind: 'queued', minutes: 50 })).toMatchObject({
      title: 'Order #1042 accepted — 50 min',
      options: { body: 'Accept will be sent when you are back online.' },
    });
    expect(acceptAnswerNotification(77, '1042', { kind: 'refused', reason: 'This order is already accepted.' })).toMatchObject({
      title: 'Order #1042 was not accepted',
      options: { body: 'This order is already accepted.' },
    });
    expect(acceptAnswerNotification(77, '1042', { kind: 'not-pending' }).title).toBe('Order #1042 no longer waits for an answer');
  });
});

describe('clickTargetOf', () => {
  it('a new order (no buttons, or Open) opens its Accept dialog; others their action_url', () => {
    expect(clickTargetOf(notificationFor(newOrder, 'Chef').options.data, ORIGIN)).toBe(`${ORIGIN}/orders/active?accept=77`);
    expect(clickTargetOf(notificationFor(cancelled, 'Chef').options.data, ORIGIN)).toBe(`${ORIGIN}/orders/77`);
    expect(clickTargetOf(acceptAnswerNotification(77, '1042', { kind: 'accepted', minutes: 30 }).options.data, ORIGIN)).toBe(`${ORIGIN}/orders/77`);
    expect(clickTargetOf({ action_url: 'https://evil.example/x', type: 'info' }, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(clickTargetOf(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});

describe('clickTarget', () => {
  it('keeps same-origin paths and refuses other sites', () => {
    expect(clickTarget('/orders/details/77', ORIGIN)).toBe(`${ORIGIN}/orders/details/77`);
    expect(clickTarget(`${ORIGIN}/tickets`, ORIGIN)).toBe(`${ORIGIN}/tickets`);
    expect(clickTarget('https://evil.example/orders', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(clickTarget('//evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(clickTarget(null, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});
