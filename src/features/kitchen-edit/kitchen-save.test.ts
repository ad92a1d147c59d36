import { describe, expect, it } from 'vitest';
import type { KitchenUpdateRequest } from '@/contract';
import { readDraft, saveDraft } from '@/db/drafts';
import { mutate } from '@/sync/engine/mutate';
import { createTestDb } from '@/sync/testing/fake-db';
import { kitchenDraftOf } from './kitchen-draft';
import { whenSettled } from '@/sync/engine/settled';

const edit: KitchenUpdateRequest = {
  name: 'Ona’s kitchen',
  phone: '+37061234567',
  description: '',
  city_id: 2,
  postal_code: 'LT-44280',
  main_street: 'Laisvės al. 10',
  building_details: '',
  opening_time: '10:00',
  closing_time: '22:00',
  preparation_time: 30,
  delivery_option: 'both',
  delivery_cost: 2.5,
  latitude: 54.9,
  longitude: 23.9,
};

describe('a saved kitchen edit', () => {
  it('is told accepted once it left the outbox, or refused with the reason', async () => {
    const { db } = createTestDb();
    const logo = new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46])], { type: 'image/webp' });
    const accepted = await mutate(db, { kind: 'updateKitchen', kitchen: edit, logo, logoName: 'logo.webp' });
    const refused = await mutate(db, { kind: 'updateKitchen', kitchen: { ...edit, name: 'Second' }, logo: null, logoName: null });
    const acceptedOutcome = whenSettled(db, accepted.id);
    const refusedOutcome = whenSettled(db, refused.id);
    await db.outbox.where('id').equals(accepted.id).delete();
    await db.transaction('rw', db.outbox, db.notSaved, async () => {
      await db.outbox.where('id').equals(refused.id).delete();
      await db.notSaved.put({ id: refused.id, operation: refused.operation, actionAt: refused.actionAt, refusedAt: refused.actionAt, status: 422, reason: 'Postal code must be in the format LT-XXXXX.' });
    });
    expect(await acceptedOutcome).toEqual({ accepted: true });
    expect(await refusedOutcome).toMatchObject({ accepted: false, refusal: { reason: 'Postal code must be in the format LT-XXXXX.' } });
  });

  it('keeps its draft with the resized logo as a Blob, read back whole', async () => {
    const { db } = createTestDb();
    const blob = new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'image/webp' });
    await saveDraft(db, 'kitchen', { values: { name: 'Typed' }, logo: { blob, name: 'logo.webp', originalBytes: 2_000_000, width: 512, height: 384 } });
    const draft = kitchenDraftOf(await readDraft(db, 'kitchen'), null);
    expect(draft.values.name).toBe('Typed');
    expect(draft.logo).toMatchObject({ name: 'logo.webp', width: 512, height: 384 });
    expect(new Uint8Array(await (draft.logo?.blob ?? new Blob()).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 4]));
  });
});
