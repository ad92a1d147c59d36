// What the engine does for the device's storage when it starts (rule 11,
// docs/sync.md "What the device keeps"): ask for persistent storage and keep the answer (the chef is
// told when it is no and actions wait), notice a chef database that vanished under the signed-in
// chef (evicted by the browser: it is recreated empty, so its mark is gone while the device database,
// or localStorage when the browser evicted every database of the origin, remembers it), and prune what is kept longer than needed (src/db/retention.ts).
import type { ChefDb } from '@/db/chef-db';
import { keptDataMark, rememberDataMark, signedInChef } from '@/db/device-db';
import { pruneOldData } from '@/db/retention';
import { askPersistentStorage, noteEvictedDatabase } from '@/db/storage-health';

const MARK_KEY = 'deviceDataMark';

export async function keepDeviceData(db: ChefDb, now: number = Date.now()): Promise<void> {
  await askPersistentStorage();
  await checkForEviction(db);
  await pruneOldData(db, now);
}

/** True when the chef's database is not the one this device last saw for the signed-in chef. */
export async function checkForEviction(db: ChefDb): Promise<boolean> {
  const remembered = await signedInChef();
  const mark = await db.transaction('rw', db.kv, async () => {
    const row = await db.kv.get(MARK_KEY);
    if (typeof row?.value === 'string') return { value: row.value, fresh: false };
    const value = crypto.randomUUID();
    await db.kv.put({ key: MARK_KEY, value });
    return { value, fresh: true };
  });
  // The device database goes with the chef's when the browser evicts the whole origin: then the
  // copy in localStorage, beside the session, still knows the mark.
  const rememberedMark = (remembered?.chefId === db.chefId ? remembered.dataMark : undefined) ?? keptDataMark(db.chefId);
  const vanished = rememberedMark !== undefined && rememberedMark !== mark.value;
  if (vanished) noteEvictedDatabase();
  if (remembered?.dataMark !== mark.value || keptDataMark(db.chefId) !== mark.value) await rememberDataMark(db.chefId, mark.value);
  return vanished;
}
