import { describe, expect, it } from 'vitest';
import { keptText } from './kept-text';

describe('the text a refused action keeps for the chef', () => {
  it('is the reply of a refused ticket reply, and the title and description of a refused ticket', () => {
    const reply = { client_id: 'c1', message: 'The invoice is attached again.' };
    expect(keptText({ kind: 'replyToTicket', ticketKey: 'k', ticketRef: 'k', reply, attachment: null, attachmentName: null })).toBe('The invoice is attached again.');
    const ticket = { client_id: 'c2', title: 'Payout missing', description: 'The October payout never came.' };
    expect(keptText({ kind: 'createTicket', ticket, attachment: null, attachmentName: null })).toBe('Payout missing\n\nThe October payout never came.');
  });

  it('is nothing for an action without words of the chef', () => {
    expect(keptText({ kind: 'markOrderReady', orderId: 3 })).toBeNull();
  });
});
