// A refused create does not cascade (docs/sync.md "A refused create"): when the
// server refuses a create for good (a food, an option group, an option, a support ticket), every
// later waiting action on the thing it would have made (a food's groups and options and their
// changes, a group's options, an option's changes, a ticket's replies and reads) could only fail
// with a misleading "not found". They are dropped in the transaction that records the refusal, so
// the chef sees one "Not saved" row with the server's own reason.
import type { ChefDb } from '@/db/chef-db';
import type { OutboxEntry, OutboxOperation } from '@/db/outbox-entry';
import { noteDropped } from './dropped-actions';
import { understands } from './operation-versions';

/** The client_id of the thing a create makes, if `operation` is a create. */
function createdId(operation: OutboxOperation): string | null {
  switch (operation.kind) {
    case 'createFood':
      return operation.food.client_id;
    case 'createOptionGroup':
      return operation.group.client_id;
    case 'createOption':
      return operation.option.client_id;
    case 'createTicket':
      return operation.ticket.client_id;
    default:
      return null;
  }
}

/** The refs (client_ids) `operation` needs to exist: a later action naming one depends on its create. */
function refsNeeded(operation: OutboxOperation): string[] {
  switch (operation.kind) {
    case 'updateFood':
    case 'deleteFood':
    case 'setFoodQuantity':
    case 'setFoodAvailability':
    case 'reorderOptionGroups':
      return [operation.foodKey, operation.foodRef];
    case 'createOptionGroup':
      return [operation.foodKey, operation.foodRef];
    case 'updateOptionGroup':
    case 'deleteOptionGroup':
      return [operation.foodKey, operation.groupRef];
    case 'createOption':
    case 'reorderOptions':
      return [operation.foodKey, operation.groupRef];
    case 'updateOption':
    case 'deleteOption':
    case 'setOptionSoldOut':
      return [operation.foodKey, operation.optionRef];
    case 'replyToTicket':
    case 'readTicket':
      return [operation.ticketKey, operation.ticketRef];
    default:
      return [];
  }
}

/** Drop the waiting entries that depend on the refused create `entry` (inside a transaction on
 * `db.outbox` and `db.kv`); returns how many. Whatever they made depends on them in turn (an option of a group
 * of the refused food). */
export async function dropDependentsOfRefusedCreate(db: ChefDb, entry: OutboxEntry, reason: string): Promise<number> {
  const first = createdId(entry.operation);
  if (first === null) return 0;
  const gone = new Set([first]);
  const later = await db.outbox.where('entity').equals(entry.entity).sortBy('seq');
  const dropped: OutboxEntry[] = [];
  for (const other of later) {
    if ((other.seq as number) <= (entry.seq as number)) continue;
    if (!understands(other)) continue; // a newer build's: what it needs cannot be read here
    if (!refsNeeded(other.operation).some((ref) => gone.has(ref))) continue;
    dropped.push(other);
    const made = createdId(other.operation);
    if (made !== null) gone.add(made);
  }
  await db.outbox.bulkDelete(dropped.map((other) => other.seq as number));
  await noteDropped(db, dropped, reason); // whoever waits on one hears it was not saved
  return dropped.length;
}
