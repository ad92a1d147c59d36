import { describe, expect, it } from 'vitest';
import { hasDraft, ticketDraftOf } from './ticket-draft';

describe("the 'ticket' draft", () => {
  it('brings back what the chef typed and the attached file', () => {
    const blob = new Blob(['%PDF-1.4 test'], { type: 'application/pdf' });
    const draft = ticketDraftOf({
      values: {
        title: 'Payout missing',
        description: 'My payout for last week did not arrive.',
      },
      attachment: {
        blob,
        name: 'statement.pdf',
        type: 'application/pdf',
        size: 99,
      },
    });
    expect(draft.values).toEqual({
      title: 'Payout missing',
      description: 'My payout for last week did not arrive.',
    });
    expect(draft.attachment?.name).toBe('statement.pdf');
    expect(draft.attachment?.blob).toBe(blob);
    expect(draft.attachment?.size, 'the size is the Blob’s own, not what storage claims').toBe(blob.size);
    expect(hasDraft(draft)).toBe(true);
  });

  it('takes nothing that is not a draft: no draft, wrong types, a file that is not a Blob', () => {
    expect(ticketDraftOf(undefined)).toEqual({
      values: { title: '', description: '' },
      attachment: null,
    });
    const odd = ticketDraftOf({
      values: { title: 5, description: ['x'] },
      attachment: {
        blob: 'not a blob',
        name: 'x.pdf',
        type: 'application/pdf',
      },
    });
    expect(odd).toEqual({
      values: { title: '', description: '' },
      attachment: null,
    });
    expect(hasDraft(odd)).toBe(false);
  });
});
