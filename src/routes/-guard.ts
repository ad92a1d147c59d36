// The route guard as the router runs it in `beforeLoad`: refresh the chef's data when due, then
// apply the rules of src/session/guard.ts.
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { decideRoute } from '@/session/guard';
import type { RouterContext } from './-context';

export async function guardRoute({ context, location }: { context: RouterContext; location: ParsedLocation }): Promise<void> {
  await context.refreshUser();
  const decision = decideRoute({ path: location.pathname, href: location.href, session: context.getSession() });
  if (!decision) return;
  if (decision.search) throw redirect({ to: '/auth/login', search: decision.search, replace: true });
  throw redirect({ href: decision.to, replace: true });
}

/** The auth screens: a signed-in chef is sent to the dashboard. */
export function guardAuthRoute({ context, location }: { context: RouterContext; location: ParsedLocation }): void {
  const decision = decideRoute({ path: location.pathname, session: context.getSession() });
  if (decision) throw redirect({ href: decision.to, replace: true });
}
