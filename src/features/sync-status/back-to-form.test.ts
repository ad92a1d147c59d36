// "Back to the form": a refused new food gives the food form back what the chef
// typed and the photo they chose, from the stored operation (the draft was cleared when it was queued).
import { describe, expect, it } from 'vitest';
import { readDraft } from '@/db/drafts';
import type { OutboxOperation } from '@/db/outbox-entry';
import { createTestDb } from '@/sync/testing/fake-db';
import { canGoBackToForm, restoreFoodDraft } from './back-to-form';

describe('back to the form', () => {
  it('writes the food draft from a refused createFood: fields, tags and the photo Blob', async () => {
    const { db } = createTestDb();
    const image = new Blob([new Uint8Array(2_000)], { type: 'image/webp' });
    const operation: OutboxOperation = {
      kind: 'createFood',
      food: { name: 'Kibinai', price: 4.5, description: 'With lamb', tags: ['Pastry'], daily_quantity: 12, display_order: 3, client_id: 'c1' },
      image,
      imageName: 'kibinai.webp',
    };
    expect(canGoBackToForm(operation)).toBe(true);
    expect(canGoBackToForm({ kind: 'resumeKitchen' })).toBe(false);
    if (!canGoBackToForm(operation)) return;
    await restoreFoodDraft(db, operation);
    const draft = (await readDraft(db, 'food')) as { ref: null; values: Record<string, unknown>; photo: { blob: Blob; name: string; originalBytes: number } };
    expect(draft.ref).toBeNull();
    expect(draft.values).toEqual({ name: 'Kibinai', price: '4.50', description: 'With lamb', tags: ['Pastry'], daily_quantity: '12', display_order: '3' });
    expect(draft.photo).toMatchObject({ name: 'kibinai.webp', originalBytes: 2_000, width: expect.any(Number), height: expect.any(Number) });
    expect(draft.photo.blob.size).toBe(2_000);
  });
});
