// The guard's rules again whenever the session changes while a screen is open: the server moved
// the chef on (profile accepted, documents uploaded, contract signed, account approved), so the
// screen they are on may no longer be theirs. Sign-out is left to its own flow (logout, 401).
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { decideRoute } from '@/session/guard';
import { useSession } from '@/session/session';

export function StatusRedirect() {
  const session = useSession();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const navigate = useNavigate();

  useEffect(() => {
    const decision = decideRoute({ path, session });
    if (decision && !decision.search) void navigate({ href: decision.to, replace: true });
  }, [session, path, navigate]);
  return null;
}
