// The schema versions of the chef's database, oldest first. Each version lists only the indexes
// (Dexie keeps unindexed fields as they are). A released version is never edited: add the next one
// with its upgrade, and a test in versions.test.ts that opens data written by the one before.
import type { Dexie, Transaction } from 'dexie';

const version1 = {
  profile: 'id',
  kitchen: 'id',
  foods: 'id, &slug, display_order',
  optionGroups: 'id, food_id',
  options: 'id, option_group_id',
  orders: 'id, status, created_at',
  tickets: 'id, status, updated_at',
  ticketMessages: 'id, ticket_id',
  notifications: 'id, created_at',
  cities: 'id, name',
  outbox: '++seq, &id, entity',
  notSaved: 'id, refusedAt',
  syncState: 'collection',
  kv: 'key',
};

// Version 2: the bell counts unread notifications by an index instead of scanning every row.
const version2 = { ...version1, notifications: 'id, created_at, unread' };

async function backfillUnread(tx: Transaction): Promise<void> {
  await tx
    .table('notifications')
    .toCollection()
    .modify((row: { read_at?: string | null; unread?: number }) => {
      row.unread = row.read_at ? 0 : 1;
    });
}

// Version 3: pages of the order history, kept so what the chef has seen stays readable offline.
const version3 = { ...version2, orders: 'id, status, created_at, updated_at', historyPages: 'key, fetchedAt' };

// Version 4: drafts of the onboarding forms, kept on the device while the chef types (offline too).
const version4 = { ...version3, drafts: 'form' };

// Version 5: the chef's journal (src/sync/journal/journal.ts), read by time; merged lines found by kind
// and by the outbox entry they are about.
const version5 = { ...version4, journal: '++id, at, kind, actionId' };

// Version 6: the menu as the server gives it, a food with its groups and options in one row, keyed
// by `key` (the food's client_id when it has one, so a food made on the device keeps its key when
// the server answers; else `id:<id>`). The three unused per-entity tables go.
const version6 = { ...version5, menu: 'key, display_order', foods: null, optionGroups: null, options: null };

// Versions 7 and 8: support tickets as the server gives them, a ticket with its messages in one
// row, keyed by `key` (the ticket's client_id when it has one, so a ticket made on the device keeps
// its key when the server answers; else `id:<id>`). IndexedDB cannot change a table's primary key,
// so version 7 drops the two unused tables of version 1 and version 8 makes `tickets` again.
const version7 = { ...version6, tickets: null, ticketMessages: null };
const version8 = { ...version6, tickets: 'key, last_activity_at, status', ticketMessages: null };

export const CURRENT_VERSION = 8;

export function declareVersions(db: Dexie): void {
  declareVersionsUpTo(db, CURRENT_VERSION);
}

/** The versions up to `last` (the migration tests write data the way an older app did). */
export function declareVersionsUpTo(db: Dexie, last: number): void {
  db.version(1).stores(version1);
  if (last >= 2) db.version(2).stores(version2).upgrade(backfillUnread);
  if (last >= 3) db.version(3).stores(version3);
  if (last >= 4) db.version(4).stores(version4);
  if (last >= 5) db.version(5).stores(version5);
  if (last >= 6) db.version(6).stores(version6);
  if (last >= 7) db.version(7).stores(version7);
  if (last >= 8) db.version(8).stores(version8);
}

/** Only for the migration test: a database that stops at version 1. */
export function declareVersion1Only(db: Dexie): void {
  declareVersionsUpTo(db, 1);
}
