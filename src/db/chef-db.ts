// The chef's local database: the only thing screens read (architecture rule 1). One IndexedDB
// database per chef (`chef-pwa-<chefId>`), so signing in as another chef never shows the first
// chef's rows, and a chef whose token expired finds their unsent actions again after signing in.
// Versions are listed in ./versions.ts; never edit a released version, add a new one.
import { Dexie, type EntityTable } from 'dexie';
import type { JournalEntry } from './journal-entry';
import type { NotSavedEntry, OutboxEntry } from './outbox-entry';
import type {
  CityRow,
  DraftRow,
  HistoryPageRow,
  KeyValueRow,
  KitchenRow,
  NotificationRow,
  MenuRow,
  OrderRow,
  ProfileRow,
  SyncStateRow,
  TicketRow,
} from './rows';
import { declareVersions } from './versions';

export class ChefDb extends Dexie {
  profile!: EntityTable<ProfileRow, 'id'>;
  kitchen!: EntityTable<KitchenRow, 'id'>;
  menu!: EntityTable<MenuRow, 'key'>;
  orders!: EntityTable<OrderRow, 'id'>;
  historyPages!: EntityTable<HistoryPageRow, 'key'>;
  tickets!: EntityTable<TicketRow, 'key'>;
  notifications!: EntityTable<NotificationRow, 'id'>;
  cities!: EntityTable<CityRow, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  notSaved!: EntityTable<NotSavedEntry, 'id'>;
  syncState!: EntityTable<SyncStateRow, 'collection'>;
  kv!: EntityTable<KeyValueRow, 'key'>;
  drafts!: EntityTable<DraftRow, 'form'>;
  journal!: EntityTable<JournalEntry, 'id'>;

  constructor(readonly chefId: number, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(chefDbName(chefId), options);
    declareVersions(this);
    // Sign-out deletes this database (forget-chef.ts): close for good, never reopen it by a late
    // write. Dexie's own handler (it runs after this one, unless this one returns false) closes
    // with auto-open kept on, which would recreate the deleted database.
    this.on('versionchange', (event: IDBVersionChangeEvent) => {
      if (event.newVersion) return undefined;
      this.close({ disableAutoOpen: true });
      return false;
    });
  }
}

export const chefDbName = (chefId: number): string => `chef-pwa-${chefId}`;

/**
 * The chef's database for a context that must never create it (the service worker's background
 * runs): if sign-out deleted it after the worker read the device record, opening fails instead of
 * bringing it back empty. Dexie's `populate` runs only when the database is new; aborting that
 * upgrade leaves no database behind.
 */
export function existingChefDb(chefId: number, options?: ConstructorParameters<typeof Dexie>[1]): ChefDb {
  const db = new ChefDb(chefId, options);
  db.on('populate', () => {
    throw new Dexie.DatabaseClosedError(`${chefDbName(chefId)} was deleted (signed out): not recreated`);
  });
  return db;
}

/**
 * Whether the chef's database is on this device. The service worker asks before it opens one: a
 * worker that read the device record just before a sign-out must not recreate the database the
 * sign-out deleted (forget-chef.ts). True where the browser cannot list its databases.
 */
export async function chefDbExists(chefId: number, options?: ConstructorParameters<typeof Dexie>[1]): Promise<boolean> {
  const given = options?.indexedDB as Partial<IDBFactory> | undefined;
  const factory = given ?? (typeof indexedDB === 'undefined' ? undefined : indexedDB);
  if (!factory || typeof factory.databases !== 'function') return true;
  return (await factory.databases()).some((database) => database.name === chefDbName(chefId));
}
