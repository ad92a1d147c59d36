// What the engine knows of an outbox operation kind (operations.ts maps each kind to one; the
// domains declare theirs in *-operations.ts): a leaf, so the domains and the engine import the
// shape without importing the table that imports them.
import type { Table } from 'dexie';
import type { HttpMethod } from '@/api/client';
import type { ChefDb } from '@/db/chef-db';
import type { OutboxOperation } from '@/db/outbox-entry';
import type { CollectionName } from '../pull/collection-names';

export type OutboxRequest = { method: HttpMethod; path: string; json?: unknown; body?: FormData };

export type OperationSpec<Op extends OutboxOperation> = {
  entity(operation: Op): string;
  request(operation: Op): OutboxRequest;
  /** The tables `apply` writes (the mutation's transaction scope). */
  tables(db: ChefDb): Table[];
  /** The optimistic change; IndexedDB work only (it runs inside the mutation's transaction). */
  apply(db: ChefDb, operation: Op, actionAt: string): Promise<void>;
  /** Runs after `apply` in the mutation's transaction (the outbox and `tables` in scope), before
   * the entry is queued: 'skip' when the action has undone earlier unsent entries and needs none
   * itself (a food made offline and deleted before it was sent: menu-operations.ts). */
  beforeQueue?(db: ChefDb, operation: Op): Promise<'queue' | 'skip'>;
  /** The server accepted it: store what its answer says (inside the transaction that deletes the
   * entry; `tables` are in scope). Resolves false when the answer could not be read: the outbox
   * then pulls the collection and reports the problem (docs/sync.md, "unreadable"). */
  accepted?(db: ChefDb, result: unknown): Promise<boolean>;
  /** `accepted` stores the whole entity as the server has it now, never over a newer version
   * (orders: putServerOrders). The first answer is then the last word and the collection is not
   * pulled after it; an answer that may be a replay (the entry was tried or claimed before) still
   * is. Without it, every accepted answer is followed by a pull of `collection`. */
  answerIsCurrent?: boolean;
  /** The server refused it and its error body carries the entity as it stands (`result`, e.g. a
   * 409's order): store it at once, later unsent actions on top (same transaction as the drop). */
  refused?(db: ChefDb, result: unknown): Promise<boolean>;
  /** Pulled again after a refusal, so the row returns to the server's version. */
  collection: CollectionName;
  /** In the chef's words, for the "not saved" list (an i18n key of namespace `sync`). */
  label: string;
};
