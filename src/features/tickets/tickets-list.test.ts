import { describe, expect, it } from 'vitest';
import { isWaiting, listTickets, type ListedTicket } from './list';
import { parseTicketsSearch } from './search';

const ticket = (id: number, lastActivity: string, extra: Partial<ListedTicket> = {}): ListedTicket => ({
  key: `id:${id}`,
  id,
  client_id: null,
  title: `Ticket ${id}`,
  status: 'open',
  unread_replies: 0,
  last_activity_at: lastActivity,
  created_at: '2026-11-20T10:00:00Z',
  ...extra,
});

describe('the tickets list', () => {
  it('shows the newest activity first, whatever order the device holds them in', () => {
    const shown = listTickets([ticket(1, '2026-11-21T09:00:00Z'), ticket(2, '2026-11-23T09:00:00Z'), ticket(3, '2026-11-22T09:00:00Z')], undefined);
    expect(shown.map((t) => t.id)).toEqual([2, 3, 1]);
  });

  it('puts the newer ticket first when two moved at the same time', () => {
    const same = '2026-11-22T09:00:00Z';
    const shown = listTickets([ticket(1, same, { created_at: '2026-11-01T00:00:00Z' }), ticket(2, same, { created_at: '2026-11-02T00:00:00Z' })], undefined);
    expect(shown.map((t) => t.id)).toEqual([2, 1]);
  });

  it('shows only the chosen status', () => {
    const shown = listTickets(
      [ticket(1, '2026-11-21T09:00:00Z', { status: 'replied' }), ticket(2, '2026-11-22T09:00:00Z'), ticket(3, '2026-11-23T09:00:00Z', { status: 'replied' })],
      'replied',
    );
    expect(shown.map((t) => t.id)).toEqual([3, 1]);
  });

  it('says a ticket waits to be sent when it or one of its replies is only on this device', () => {
    expect(isWaiting(ticket(0, '2026-11-21T09:00:00Z'))).toBe(true);
    expect(isWaiting(ticket(4, '2026-11-21T09:00:00Z', { messages: [{ id: 9 }, { id: 0 }] }))).toBe(true);
    expect(isWaiting(ticket(4, '2026-11-21T09:00:00Z', { messages: [{ id: 9 }] }))).toBe(false);
    expect(isWaiting(ticket(4, '2026-11-21T09:00:00Z'))).toBe(false);
  });
});

describe('the status filter in the address', () => {
  it('keeps a known status and drops anything else', () => {
    expect(parseTicketsSearch({ status: 'waiting_reply' })).toEqual({
      status: 'waiting_reply',
    });
    expect(parseTicketsSearch({ status: 'deleted' })).toEqual({});
    expect(parseTicketsSearch({ status: 3 })).toEqual({});
    expect(parseTicketsSearch({ other: 'closed' })).toEqual({});
  });
});
