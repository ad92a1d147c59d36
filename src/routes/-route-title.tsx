// One document title per screen ("Active orders · Home Kitchen Chef") and, on every move to
// another screen, a polite announcement of its title for screen readers (a single-page app has no
// page load to announce). The titles are the `screens` texts, in the first download.
import { Box } from '@chakra-ui/react';
import { useRouterState, type RegisteredRouter, type RouteIds } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenTitle } from '@/features/placeholder';

const titles: Partial<Record<RouteIds<RegisteredRouter['routeTree']>, ScreenTitle>> = {
  '/_auth/auth/login': 'signIn',
  '/_auth/auth/register': 'register',
  '/_auth/auth/forgot-password': 'forgotPassword',
  '/_main/kitchen/': 'kitchen',
  '/_main/kitchen/edit': 'kitchenEdit',
  '/_main/kitchen/schedule': 'kitchenSchedule',
  '/_main/kitchen/prep': 'prepSheet',
  '/_main/foods/': 'foods',
  '/_main/foods/store': 'foodCreate',
  '/_main/foods/edit/$slug': 'foodEdit',
  '/_main/foods/manage-options/$slug': 'foodOptions',
  '/_main/orders/active': 'ordersActive',
  '/_main/orders/history': 'ordersHistory',
  '/_main/orders/$id': 'orderDetails',
  '/_main/tickets/': 'tickets',
  '/_main/tickets/create': 'ticketCreate',
  '/_main/tickets/details/$id': 'ticketDetails',
  '/_main/profile': 'profile',
  '/_main/change-password': 'changePassword',
  '/_main/update-profile': 'updateProfile',
  '/_main/upload-documents': 'uploadDocuments',
  '/_main/pending-approval': 'pendingApproval',
  '/_main/account-on-hold': 'accountOnHold',
  '/_main/journal': 'journal',
  '/_main/earnings': 'earnings',
  '/_main/uikit/formlayout': 'formLayout',
  '/dev': 'notificationListener',
};

export function RouteTitle() {
  const { t } = useTranslation('screens');
  const screen = useRouterState({
    select: (state) => {
      const ids = state.matches.map((match) => match.routeId as keyof typeof titles);
      const found = ids.reverse().find((id) => titles[id]);
      if (found) return titles[found];
      return state.matches.some((match) => match.status === 'notFound') ? 'notFound' : undefined;
    },
  });
  // The shown screen's address: the matches', which change with the screen (the location changes
  // as soon as a navigation starts, before the new screen is there).
  const pathname = useRouterState({ select: (state) => state.matches[state.matches.length - 1]?.pathname ?? '' });
  const name = screen ? t(screen) : undefined;
  const [announced, setAnnounced] = useState('');
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    const app = t('common:appName');
    document.title = name ? `${name} · ${app}` : app;
    // Not on the first screen (its load is announced by the browser), nor before it has a title.
    if (!name || shownPath.current === pathname) return;
    if (shownPath.current !== null) setAnnounced(name);
    shownPath.current = pathname;
  }, [name, pathname, t]);

  return (
    <Box srOnly role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announced}
    </Box>
  );
}
