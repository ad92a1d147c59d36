import { describe, expect, it } from 'vitest';
import { readDraft, saveDraft } from '@/db/drafts';
import { createTestDb } from '@/sync/testing/fake-db';
import { foodDraftOf } from './food-draft';

describe('the food draft on the device', () => {
  it('keeps what was typed and the prepared photo as a Blob, read back whole after a reload', async () => {
    const { db } = createTestDb();
    const blob = new Blob([new Uint8Array([5, 6, 7, 8])], { type: 'image/webp' });
    await saveDraft(db, 'food', { ref: null, values: { name: 'Kibinai', price: '4.20', tags: ['pastry'] }, photo: { blob, name: 'tall.webp', originalBytes: 1_500_000, width: 1500, height: 1125 } });
    const draft = foodDraftOf(await readDraft(db, 'food'), null, null, 5);
    expect(draft.values).toMatchObject({ name: 'Kibinai', price: '4.20', tags: ['pastry'], display_order: '5' });
    expect(draft.photo).toMatchObject({ name: 'tall.webp', width: 1500, height: 1125 });
    expect(new Uint8Array(await (draft.photo?.blob ?? new Blob()).arrayBuffer())).toEqual(new Uint8Array([5, 6, 7, 8]));
  });
});
