// What the service worker shows for an FCM push and where its click goes (src/contract/push-message.ts, used by sw/push.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickTarget, notificationFor, parsePushPayload } from '@/contract/push-message';

const ORIGIN = 'https://chef.example';
const newOrder = {
  from: '1234',
  fcmMessageId: 'm-1',
  notification: { title: 'New order #1042', body: 'Aziz ordered 2 portions' },
  data: { title: 'New order #1042', body: 'Aziz ordered 2 portions', action_url: '/orders/details/77', type: 'new_order', notification_id: '9', order_id: '77' },
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
  it('a new order: title, body, icon, badge, sticky, tagged by order', () => {
    const shown = notificationFor(newOrder, 'Chef');
    expect(shown.title).toBe('New order #1042');
    expect(shown.options).toMatchObject({
      body: 'Aziz ordered 2 portions',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-monochrome-512.png',
      requireInteraction: true,
      tag: 'order-77',
      data: { action_url: '/orders/details/77' },
    });
  });

  it('other messages are not sticky; data alone is enough', () => {
    const shown = notificationFor({ data: { title: 'Ticket answered', body: 'See the reply', type: 'support_ticket', notification_id: '12', action_url: '/tickets/details/3' } }, 'Chef');
    expect(shown).toMatchObject({ title: 'Ticket answered', options: { body: 'See the reply', requireInteraction: false, tag: 'notification-12' } });
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
