// The signed-in chef's database for screens (null before sign-in finished starting sync).
import { useSyncExternalStore } from 'react';
import type { ChefDb } from './chef-db';
import { getActiveChefDb, subscribeActiveChefDb } from './active-chef-db';

export function useChefDb(): ChefDb | null {
  return useSyncExternalStore(subscribeActiveChefDb, getActiveChefDb, getActiveChefDb);
}
