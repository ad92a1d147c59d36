// The notification bell in the top bar (spec section 2, "Notification dropdown"): unread badge,
// a shake and a chime on a new notification, and a dropdown listing the chef's notifications from
// Dexie. Reading marks through the outbox, so it works offline. "No notifications" only when the
// server said so: with none saved, a failed load says so with "Try again" (pull-state.ts).
import { Badge, Box, Button, Center, IconButton, Popover, Spinner, Stack, Text } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import { useNavigate } from '@tanstack/react-router';
import { BellOff, CheckCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChefDb } from '@/db/use-chef-db';
import type { NotificationRow } from '@/db/rows';
import { actionPath } from './action-path';
import { markAllRead, markRead } from './mutations';
import { BellIcon } from './notification-icon';
import { NotificationItem } from './NotificationItem';
import { useNotifications, useUnreadCount } from './queries';
import { useNewNotificationAlert } from './use-new-notification-alert';
import { pullNow } from '@/sync/engine/chef-sync';
import { LoadProblem } from '@/ui/LoadProblem';
import { TopBarPanel } from '@/ui/TopBarPanel';
import { useNow } from '@/ui/use-now';

const shake = keyframes`
  0%, 100% { transform: rotate(0); }
  10%, 50%, 90% { transform: rotate(14deg); }
  30%, 70% { transform: rotate(-14deg); }
`;

/** What the badge shows for a count. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const db = useChefDb();
  const list = useNotifications(db);
  const rows = list?.rows;
  const load = list?.load;
  const unreadCount = useUnreadCount(db);
  const audioRef = useRef<HTMLAudioElement>(null);
  const [open, setOpenState] = useState(false);
  // What the alert reads when a notification arrives (outside a render).
  const openRef = useRef(false);
  const setOpen = (value: boolean) => {
    openRef.current = value;
    setOpenState(value);
  };
  const shaking = useNewNotificationAlert(db, audioRef, openRef);
  const now = useNow(30_000, open);
  const navigate = useNavigate();

  // Spec section 8: a failed mark-read or mark-all is logged, not shown (the server's refusal of a
  // queued read lands in "Not saved" by itself).
  const failed = (error: unknown) => console.error('Marking notifications read failed', error);

  const openNotification = (notification: NotificationRow) => {
    if (db && notification.unread === 1) void markRead(db, notification.id).catch(failed);
    setOpen(false);
    const path = actionPath(notification.data.action_url, window.location.origin);
    if (path) void navigate({ href: path });
  };

  return (
    <>
      <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end', gutter: 6 }} lazyMount unmountOnExit>
        <Popover.Trigger asChild>
          <IconButton
            // The name says what the badge shows (WCAG 2.5.3, label in name): "Notifications, 2 unread".
            aria-label={unreadCount > 0 ? t('bellUnread', { unread: badgeText(unreadCount) }) : t('bell')}
            data-shaking={shaking ? 'true' : 'false'}
            variant="ghost"
            colorPalette="gray"
            size="lg"
            position="relative"
            // The shake is motion for its own sake: none for a chef who asked the device for less.
            css={{ '@media (prefers-reduced-motion: no-preference)': { '&[data-shaking=true] svg': { animation: `${shake} 1s ease-in-out`, transformOrigin: 'top center' } } }}
          >
            <BellIcon />
            {unreadCount > 0 && (
              <Badge
                data-testid="notification-badge"
                position="absolute"
                top="0.5"
                insetEnd="0.5"
                minW="5"
                h="5"
                px="1"
                justifyContent="center"
                rounded="full"
                variant="solid"
                colorPalette="red"
                fontSize="2xs"
                fontWeight="bold"
                borderWidth="2px"
                borderColor="bg.panel"
                pointerEvents="none"
              >
                {badgeText(unreadCount)}
              </Badge>
            )}
          </IconButton>
        </Popover.Trigger>
        <TopBarPanel
          title={t('title')}
          actions={
            // aria-disabled rather than disabled: a focused button that turns disabled drops the
            // keyboard's focus to <body>; this one keeps it after "Mark all read".
            <Button
              size="xs"
              variant="ghost"
              colorPalette="primary"
              aria-disabled={!db || unreadCount === 0}
              onClick={() => db && unreadCount > 0 && void markAllRead(db).catch(failed)}
            >
              <CheckCheck aria-hidden="true" />
              {t('markAllRead')}
            </Button>
          }
        >
          {rows && rows.length > 0 ? (
            <Stack as="ul" role="list" gap="0" separator={<Box as="li" role="presentation" borderTopWidth="1px" borderColor="border.muted" />}>
              {rows.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} now={now} onOpen={openNotification} />
              ))}
            </Stack>
          ) : load === 'failed' || load === 'offline' ? (
            <LoadProblem size="sm" title={t('loadFailed')} offline={load === 'offline'} onRetry={() => pullNow('notifications')} />
          ) : list === undefined || load === 'loading' ? (
            <Center py="10" gap="3" color="fg.muted" role="status">
              <Spinner size="sm" />
              <Text>{t('loading')}</Text>
            </Center>
          ) : (
            <Center flexDirection="column" gap="2" py="10" px="6" color="fg.muted" textAlign="center">
              <BellOff size={28} aria-hidden="true" />
              <Text fontWeight="medium">{t('empty')}</Text>
              <Text fontSize="sm">{t('emptyHint')}</Text>
            </Center>
          )}
        </TopBarPanel>
      </Popover.Root>
      <audio ref={audioRef} data-testid="notification-sound" src="/notification.mp3" preload="auto" />
    </>
  );
}
