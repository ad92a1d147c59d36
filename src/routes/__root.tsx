// The root of the route tree: the router context type, the not-found screen, and each screen's
// document title with its announcement on navigation (-route-title.tsx).
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundScreen } from '@/features/placeholder';
import type { RouterContext } from './-context';
import { RouteTitle } from './-route-title';

function Root() {
  return (
    <>
      <RouteTitle />
      <Outlet />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: () => <NotFoundScreen homeHref="/kitchen" />,
});
