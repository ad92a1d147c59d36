// Drafts of the onboarding forms: what the chef typed or chose, saved on the device as they go, so
// a lost connection, a reload or a closed app loses nothing. A draft is cleared once the server has
// what it held. Device-local data: written directly, never through the outbox.
import type { ChefDb } from './chef-db';
import type { DraftForm } from './rows';
import { withStorage } from './storage-health';

export type { DraftForm } from './rows';

export async function saveDraft(db: ChefDb, form: DraftForm, values: unknown, now: Date = new Date()): Promise<void> {
  await withStorage(db, () => db.drafts.put({ form, values, updatedAt: now.toISOString() }));
}

export async function readDraft(db: ChefDb, form: DraftForm): Promise<unknown> {
  return (await withStorage(db, () => db.drafts.get(form)))?.values;
}

export async function clearDraft(db: ChefDb, form: DraftForm): Promise<void> {
  await withStorage(db, () => db.drafts.delete(form));
}
