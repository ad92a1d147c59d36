// The side menu's contents: <nav aria-label="Main menu"> with its groups and links; the current
// page's link is highlighted (the router marks it aria-current="page"). A chef not approved yet
// sees their onboarding steps first (the current one a link to its screen), then only the items
// they can use; a chef whose account is on hold, a link to that screen. Beside "Active orders", the
// queue: how many orders wait for an answer (orange) and how many are being prepared (blue), from
// the device's orders (src/db/order-queue.ts); a count of none is not shown.
import { Badge, Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, CircleDashed } from 'lucide-react';
import { useOrderQueue } from '@/db/order-queue';
import { useChefDb } from '@/db/use-chef-db';
import { isApproved, statusScreen } from '@/session/guard';
import { useSession } from '@/session/session';
import { PANEL_TOP_PX, usePanelRoom } from '@/ui/panel-room';
import { onboardingMenu, visibleMenu, type MenuGroup, type StepState } from './menu-items';

const MenuLink = chakra(Link);

const linkStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '11',
  px: '3',
  rounded: 'l3',
  color: 'fg.muted',
  fontWeight: 'medium',
  textDecoration: 'none',
  transition: 'background-color 0.15s, color 0.15s',
  focusVisibleRing: 'inside',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _currentPage: { bg: 'primary.subtle', color: 'primary.fg', fontWeight: 'semibold', _hover: { bg: 'primary.muted' } },
} as const;

const stepIcons: Record<StepState, typeof CircleCheck> = { done: CircleCheck, current: CircleDashed, upcoming: CircleDashed };

/** The onboarding steps of a chef not approved yet: done, the current one (a link), upcoming. */
function GettingStarted({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const status = useSession().userData?.status;
  const steps = onboardingMenu(status);
  const screen = status ? statusScreen(status) : null;
  if (!status || isApproved(status) || !screen) return null;
  if (screen === '/account-on-hold')
    return (
      <MenuLink to={screen} onClick={onNavigate} {...linkStyle} color="fg.error">
        <CircleAlert size={20} strokeWidth={1.8} aria-hidden="true" />
        {t('menu.onHold')}
      </MenuLink>
    );
  return (
    <Box data-testid="menu-getting-started">
      <Text id={titleId} px="3" pb="2" fontSize="xs" fontWeight="bold" letterSpacing="wider" textTransform="uppercase" color="fg.muted">
        {t('menu.gettingStarted')}
      </Text>
      <Stack as="ol" aria-labelledby={titleId} gap="1" listStyleType="none">
        {steps.map(({ step, state }) => {
          const Icon = stepIcons[state];
          const label = `${t(`menu.steps.${step}`)}${state === 'done' ? ` (${t('menu.stepDone')})` : ''}`;
          return (
            <li key={step} data-state={state}>
              {state === 'current' ? (
                <MenuLink to={screen} onClick={onNavigate} {...linkStyle} color="primary.fg" fontWeight="semibold" aria-current="step">
                  <Icon size={20} strokeWidth={2} aria-hidden="true" />
                  {label}
                </MenuLink>
              ) : (
                <HStack gap="3" minH="11" px="3" color={state === 'done' ? 'fg.muted' : 'fg.subtle'}>
                  <Icon size={20} strokeWidth={1.8} aria-hidden="true" />
                  <Text>{label}</Text>
                </HStack>
              )}
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}

function Group({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  return (
    <Box>
      <Text id={titleId} px="3" pb="2" fontSize="xs" fontWeight="bold" letterSpacing="wider" textTransform="uppercase" color="fg.muted">
        {t(group.label)}
      </Text>
      <Stack as="ul" aria-labelledby={titleId} gap="1" listStyleType="none">
        {group.items.map((item) => (
          <li key={item.label}>
            <MenuLink to={item.to} onClick={onNavigate} {...linkStyle}>
              <item.icon size={20} strokeWidth={1.8} aria-hidden="true" />
              {t(item.label)}
              {item.showsQueue && <QueueBadges />}
            </MenuLink>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** "2" (orange) and "1" (blue), named in full for a screen reader. */
function QueueBadges() {
  const { t } = useTranslation('shell');
  const queue = useOrderQueue(useChefDb());
  if (!queue) return null;
  const shown = [
    { key: 'waiting', count: queue.waiting, palette: 'orange' },
    { key: 'preparing', count: queue.preparing, palette: 'blue' },
  ] as const;
  return (
    <HStack gap="1" ms="auto" data-testid="menu-order-queue" data-waiting={queue.waiting} data-preparing={queue.preparing}>
      {shown.map(({ key, count, palette }) =>
        count > 0 ? (
          <Badge key={key} colorPalette={palette} variant="subtle" size="lg" rounded="full" minW="6" justifyContent="center" fontVariantNumeric="tabular-nums">
            <span aria-hidden="true">{count}</span>
            <Box as="span" srOnly>
              {`, ${t(`menu.queue.${key}`, { count })}`}
            </Box>
          </Badge>
        ) : null,
      )}
    </HStack>
  );
}

/** `overContent`: the menu lies over the page (a phone's open menu): toasts show below its links
 * (panel-room.ts) instead of over the first of them. */
export function SideMenu({ onNavigate, overContent = false }: { onNavigate: () => void; overContent?: boolean }) {
  const { t } = useTranslation('shell');
  const approved = isApproved(useSession().userData?.status);
  const [nav, setNav] = useState<HTMLElement | null>(null);
  usePanelRoom(overContent ? nav : null, PANEL_TOP_PX);
  return (
    <Stack as="nav" ref={setNav} aria-label={t('mainMenu')} gap="6" p="4">
      {!approved && <GettingStarted onNavigate={onNavigate} />}
      {visibleMenu(undefined, approved).map((group) => (
        <Group key={group.label} group={group} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}
