// The root of the route tree: the router context type and the not-found screen.
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundScreen } from '@/features/placeholder';
import type { RouterContext } from './-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => <NotFoundScreen homeHref="/kitchen" />,
});
