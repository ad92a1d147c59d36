// The chef's queue at a glance, from the device's orders: how many wait for the chef's answer
// (pending) and how many are being prepared (accepted). The kitchen screen and the side menu show
// it; features never import each other, so the one read lives here. Two index counts (no rows
// read), so a live query over it stays cheap while 200 actions are sent.
import { useLiveQuery } from 'dexie-react-hooks';
import type { ChefDb } from './chef-db';

export type OrderQueue = {
  /** Orders waiting for the chef to accept or refuse them. */
  waiting: number;
  /** Accepted orders not ready yet. */
  preparing: number;
};

export async function readOrderQueue(db: ChefDb): Promise<OrderQueue> {
  const [waiting, preparing] = await Promise.all([db.orders.where('status').equals('pending').count(), db.orders.where('status').equals('accepted').count()]);
  return { waiting, preparing };
}

/** The queue, live; undefined before the first read or without a database. */
export function useOrderQueue(db: ChefDb | null): OrderQueue | undefined {
  return useLiveQuery(async () => (db ? readOrderQueue(db) : undefined), [db]);
}
