// The route guard as the router runs it in `beforeLoad`: refresh the chef's data when due, then
// apply the rules of src/session/guard.ts.
//
// An approved chef's screens do not wait for that refresh (docs/architecture.md, "Auth and the
// route guard"): their routes do not depend on its answer, and on a kitchen's network (an internet
// gone while the Wi-Fi stays up, an answer that stalls) it can take the call's whole 10 s deadline,
// during which the installed app showed nothing but the service worker's picture. The answer still
// counts when it comes: a 401 clears the session and a new status changes it, and the layout's
// StatusRedirect moves the chef (to sign-in, or to their status's screen). A chef who is not
// approved yet waits for it: which screen is theirs is what the answer may change.
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { decideRoute, isApproved } from '@/session/guard';
import type { RouterContext } from './-context';

export async function guardRoute({ context, location }: { context: RouterContext; location: ParsedLocation }): Promise<void> {
  const refreshed = context.refreshUser();
  if (!isApproved(context.getSession().userData?.status)) await refreshed;
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
