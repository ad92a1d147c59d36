import { describe, expect, it } from 'vitest';
import type { TicketRow } from '@/db/rows';
import { conversationOf } from './Conversation';
import { replyDraftOf } from './reply-draft';

const base: TicketRow = {
  key: 'id:7',
  id: 7,
  client_id: null,
  title: 'Payout missing',
  description: 'My payout for last week did not arrive.',
  attachment: {
    url: '/api/chef/tickets/attachments/a',
    name: 'statement.pdf',
    type: 'application/pdf',
    size: 1200,
  },
  attachment_url: '/api/chef/tickets/attachments/a',
  status: 'replied',
  order: null,
  unread_replies: 1,
  last_activity_at: '2026-11-23T10:00:00Z',
  created_at: '2026-11-22T10:00:00Z',
  updated_at: '2026-11-23T10:00:00Z',
  messages: [
    {
      id: 1,
      client_id: null,
      author: 'admin',
      body: 'We are looking into it.',
      attachment: null,
      attachment_url: null,
      created_at: '2026-11-23T10:00:00Z',
    },
    {
      id: 0,
      client_id: 'c1',
      author: 'chef',
      body: 'Thank you!',
      attachment: { url: '', name: 'photo.jpg', type: 'image/jpeg', size: 500 },
      attachment_url: null,
      created_at: '2026-11-23T11:00:00Z',
    },
  ],
};

describe('the conversation', () => {
  it("opens with the chef's description and attachment, then every message oldest first", () => {
    const said = conversationOf(base);
    expect(said.map((s) => [s.author, s.body])).toEqual([
      ['chef', 'My payout for last week did not arrive.'],
      ['admin', 'We are looking into it.'],
      ['chef', 'Thank you!'],
    ]);
    expect(said[0]?.opening).toBe(true);
    expect(said[0]?.attachment?.name).toBe('statement.pdf');
  });

  it('marks what is still on this device only as waiting: a reply not sent, a ticket not sent', () => {
    expect(conversationOf(base).map((s) => s.waiting)).toEqual([false, false, true]);
    const made = conversationOf({
      ...base,
      id: 0,
      client_id: 'k',
      key: 'k',
      messages: [],
    });
    expect(made.map((s) => s.waiting)).toEqual([true]);
  });

  it('shows a ticket from the list (no messages yet) with its opening only', () => {
    const { messages: _left, ...listed } = base;
    expect(conversationOf(listed).map((s) => s.body)).toEqual(['My payout for last week did not arrive.']);
  });
});

describe("the 'ticketReply' draft", () => {
  it('comes back for its own ticket only', () => {
    const draft = {
      ticket: 'id:7',
      values: { message: 'Any news?' },
      attachment: null,
    };
    expect(replyDraftOf(draft, 'id:7').values.message).toBe('Any news?');
    expect(replyDraftOf(draft, 'id:8').values.message).toBe('');
    expect(replyDraftOf('junk', 'id:7')).toEqual({
      ticket: 'id:7',
      values: { message: '' },
      attachment: null,
    });
  });
});
