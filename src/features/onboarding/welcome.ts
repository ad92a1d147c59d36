// When to welcome a chef: their account became approved while the app was open. Only a change of
// the same chef counts, so signing in as another (already approved) chef never shows the welcome.
import type { ChefStatus } from '@/contract';
import { isApproved } from '@/session/guard';

export type ChefStanding = { id: number; status: ChefStatus } | null;

export function isNewlyApproved(before: ChefStanding, after: ChefStanding): boolean {
  if (!before || !after || before.id !== after.id) return false;
  return !isApproved(before.status) && isApproved(after.status);
}
