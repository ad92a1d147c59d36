// The onboarding steps that travel through the outbox (entity `profile`, so they are sent in the
// order the chef took them): the profile update and the contract signature. Both are small JSON
// calls, so a chef without a connection can finish them and the app sends them when back online.
// The server's answer is the chef's account with the new status; storing it moves the chef on.
import type { ChefDb } from '@/db/chef-db';
import type { OutboxOperation } from '@/db/outbox-entry';
import { atKnownVersion } from '../engine/operation-version-table';
import type { OperationSpec } from '../engine/operation-spec';
import { announceWhenCommitted, parseUser } from './server-profile';
import { reapplied } from '../engine/reapply';

type Op<K extends OutboxOperation['kind']> = Extract<OutboxOperation, { kind: K }>;

/** The server's account, with the chef's later unsent profile fields on top. */
async function storeServerProfile(db: ChefDb, result: unknown): Promise<boolean> {
  const user = parseUser(result);
  if (!user) return false;
  let row = user;
  const later = await db.outbox.where('entity').equals('profile').sortBy('seq');
  for (const entry of later) {
    const op = entry.operation;
    if (atKnownVersion(entry) && op.kind === 'updateProfile') row = reapplied(entry, row, () => ({ ...row, ...op.profile }));
  }
  await db.profile.put(row);
  announceWhenCommitted(row);
  return true;
}

const updateProfile: OperationSpec<Op<'updateProfile'>> = {
  entity: () => 'profile',
  request: (op) => ({ method: 'POST', path: 'chef/personal-info/update', json: op.profile }),
  tables: (db) => [db.profile],
  apply: async (db, op) => {
    // The typed fields show at once; the status moves only when the server says so.
    const current = await db.profile.toCollection().first();
    if (current) await db.profile.put({ ...current, ...op.profile });
  },
  accepted: storeServerProfile,
  collection: 'profile',
  label: 'operation.updateProfile',
};

const signContract: OperationSpec<Op<'signContract'>> = {
  entity: () => 'profile',
  request: (op) => ({
    method: 'POST',
    path: 'chef/contract/sign',
    json: { version: op.version, accepted: true, signature_name: op.signatureName },
  }),
  tables: (db) => [db.profile],
  apply: async () => {},
  accepted: storeServerProfile,
  collection: 'profile',
  label: 'operation.signContract',
};

export const profileOperations = { updateProfile, signContract };
