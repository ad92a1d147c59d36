// The guard's rules again whenever the session changes while a screen is open: the server moved
// the chef on (profile accepted, documents uploaded, contract signed, account approved, account on
// hold), so the screen they are on may no longer be theirs; or the chef signed out in another tab
// (the session follows it through the storage event), so this tab goes to sign-in too, with the
// way back, and shows nothing of the chef meanwhile; or the once-per-load check of the token, which
// an approved chef's screen does not wait for (src/routes/-guard.ts), answered 401.
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { decideRoute } from '@/session/guard';
import { useSession } from '@/session/session';

export function StatusRedirect() {
  const session = useSession();
  const path = useRouterState({ select: (state) => state.location.pathname });
  // Path, query and hash: the way back after a sign-in (as the route guard keeps it).
  const href = useRouterState({ select: (state) => state.location.href });
  const navigate = useNavigate();

  useEffect(() => {
    const decision = decideRoute({ path, href, session });
    if (!decision) return;
    if (decision.search) void navigate({ to: '/auth/login', search: decision.search, replace: true });
    else void navigate({ href: decision.to, replace: true });
  }, [session, path, href, navigate]);
  return null;
}
