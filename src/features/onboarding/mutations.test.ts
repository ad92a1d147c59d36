import { Dexie } from 'dexie';
import { IDBKeyRange } from 'fake-indexeddb';
import { beforeAll, describe, expect, it } from 'vitest';
import { readDraft, saveDraft } from '@/db/drafts';
import { createTestDb } from '@/sync/testing/fake-db';
import { restoreDocumentsDraft, storedDocumentsDraft } from './document-files';
import { clearFinishedDrafts, signContract, updateProfile } from './mutations';
import { whenSettled } from '@/sync/engine/settled';

const profile = {
  first_name: 'Ona',
  last_name: 'Kazlauskienė',
  phone: '+37061234567',
  id_number: '48001010000',
  city_id: 1,
  main_street: 'Gedimino pr.',
  address: '5-12',
  zip_code: 'LT-01103',
};

describe('onboarding mutations', () => {
  // Dexie's live queries run only when it sees an IndexedDB (this file's tests use fake ones).
  beforeAll(() => {
    Dexie.dependencies.indexedDB = createTestDb().idb.indexedDB;
    Dexie.dependencies.IDBKeyRange = IDBKeyRange;
  });

  it('queue the profile update and the signature on the profile entity, in order', async () => {
    const { db } = createTestDb();
    await updateProfile(db, profile);
    await signContract(db, '2026-11-01', '  Ona Kazlauskienė ');
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => entry.entity)).toEqual(['profile', 'profile']);
    expect(entries.map((entry) => entry.operation)).toEqual([
      { kind: 'updateProfile', profile },
      { kind: 'signContract', version: '2026-11-01', signatureName: 'Ona Kazlauskienė' },
    ]);
  });

  it('tells when the server accepted a queued action, or why it refused it', async () => {
    const { db } = createTestDb();
    const accepted = await updateProfile(db, profile);
    const refused = await signContract(db, '1', 'Ona Kazlauskienė');
    const acceptedOutcome = whenSettled(db, accepted.id);
    const refusedOutcome = whenSettled(db, refused.id);
    await db.outbox.where('id').equals(accepted.id).delete();
    await db.transaction('rw', db.outbox, db.notSaved, async () => {
      await db.outbox.where('id').equals(refused.id).delete();
      await db.notSaved.put({ id: refused.id, operation: refused.operation, actionAt: refused.actionAt, refusedAt: refused.actionAt, status: 409, reason: 'The contract has changed.' });
    });
    expect(await acceptedOutcome).toEqual({ accepted: true });
    expect(await refusedOutcome).toMatchObject({ accepted: false, refusal: { reason: 'The contract has changed.' } });
  });

  it('clears only the drafts of accepted steps', async () => {
    const { db } = createTestDb();
    await saveDraft(db, 'profile', { phone: '8612' });
    await saveDraft(db, 'documents', { files: {} });
    await clearFinishedDrafts(db, 'registered');
    expect(await readDraft(db, 'profile')).toEqual({ phone: '8612' });
    await clearFinishedDrafts(db, 'personal_info_filled');
    expect(await readDraft(db, 'profile')).toBeUndefined();
    expect(await readDraft(db, 'documents')).toEqual({ files: {} });
  });

  it('keeps chosen files in the documents draft', async () => {
    const { db } = createTestDb();
    const identity = new File([new TextEncoder().encode('%PDF-1.7')], 'id.pdf', { type: 'application/pdf', lastModified: 5 });
    await saveDraft(db, 'documents', storedDocumentsDraft({ files: { identity_document: identity }, attempt: { key: 'k1', fingerprint: 'f' } }));
    const restored = restoreDocumentsDraft(await readDraft(db, 'documents'));
    expect(restored.attempt).toEqual({ key: 'k1', fingerprint: 'f' });
    expect(restored.files.identity_document?.name).toBe('id.pdf');
    expect(await restored.files.identity_document?.text()).toBe('%PDF-1.7');
  });
});
