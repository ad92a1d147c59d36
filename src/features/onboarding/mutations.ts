// The chef's onboarding actions. The profile and the signature go through the outbox (they work
// offline and are sent later); the documents go straight to the server (see UploadDocumentsScreen).
// Drafts are device-local: written directly, and cleared once the server accepted their step.
import type { ChefStatus, ProfileUpdateRequest } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { clearDraft } from '@/db/drafts';
import type { OutboxEntry } from '@/db/outbox-entry';
import { mutate } from '@/sync/engine/mutate';
import { finishedDrafts } from './onboarding-step';

export function updateProfile(db: ChefDb, profile: ProfileUpdateRequest): Promise<OutboxEntry> {
  return mutate(db, { kind: 'updateProfile', profile });
}

export function signContract(db: ChefDb, version: string, signatureName: string): Promise<OutboxEntry> {
  return mutate(db, { kind: 'signContract', version, signatureName: signatureName.trim() });
}

/** Drop the drafts of the steps the server has accepted (the status says which). */
export async function clearFinishedDrafts(db: ChefDb, status: ChefStatus): Promise<void> {
  for (const form of finishedDrafts(status)) await clearDraft(db, form);
}
