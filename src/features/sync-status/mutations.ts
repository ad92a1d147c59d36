// Local-only changes of the sync status: dismissing a "not saved" record deletes it on this
// device (it was never the server's, so nothing goes through the outbox).
import type { ChefDb } from '@/db/chef-db';
import { withStorage } from '@/db/storage-health';

export async function dismissNotSaved(db: ChefDb, id: string): Promise<void> {
  await withStorage(db, () => db.notSaved.delete(id));
}
