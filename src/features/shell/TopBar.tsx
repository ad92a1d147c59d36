// The top bar (spec section 2): menu toggle and logo on the left; the items the route passes in
// (sync status, notification bell),
// dark/light toggle, theme settings and the user menu on the right. Every button is a 44 px
// target (size "lg"), as a thumb needs.
import { Box, Flex, HStack, IconButton } from '@chakra-ui/react';
import { Menu as MenuIcon, Moon, Palette, Sun } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/contract';
import { toggleDarkTheme, useLayoutConfig } from '@/theme';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

export const TOP_BAR_HEIGHT = '4rem';

type Props = {
  user: User;
  /** What the route puts before the toggles: the sync status and the notification bell. */
  items?: ReactNode;
  menuOpen: boolean;
  sidebarId: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onToggleMenu: () => void;
  onOpenTheme: () => void;
  onLogoutRequest: () => void;
  userMenuRef?: RefObject<HTMLButtonElement | null>;
};

export function TopBar({ user, items, menuOpen, sidebarId, toggleRef, onToggleMenu, onOpenTheme, onLogoutRequest, userMenuRef }: Props) {
  const { t } = useTranslation('shell');
  const { darkTheme } = useLayoutConfig();
  return (
    <Flex
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      h={TOP_BAR_HEIGHT}
      align="center"
      justify="space-between"
      gap="2"
      px={{ base: '2', md: '4' }}
      bg="bg.panel"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <HStack gap={{ base: '1', md: '2' }} minW="0">
        <IconButton
          ref={toggleRef}
          aria-label={t('toggleMenu')}
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          variant="ghost"
          colorPalette="gray"
          size="lg"
          onClick={onToggleMenu}
        >
          <MenuIcon />
        </IconButton>
        <Logo />
      </HStack>
      {/* No gap between the 44 px buttons on a phone: with the sync status they fill the bar's width. */}
      <HStack gap={{ base: '0', sm: '1' }} flexShrink={0}>
        <Box data-testid="bell-slot" display="flex" alignItems="center" gap={{ base: '0', sm: '1' }}>
          {items}
        </Box>
        <IconButton aria-label={t('toggleDarkMode')} aria-pressed={darkTheme} variant="ghost" colorPalette="gray" size="lg" onClick={toggleDarkTheme}>
          {darkTheme ? <Sun /> : <Moon />}
        </IconButton>
        <IconButton aria-label={t('themeSettings')} variant="ghost" colorPalette="gray" size="lg" onClick={onOpenTheme}>
          <Palette />
        </IconButton>
        <UserMenu user={user} onLogoutRequest={onLogoutRequest} triggerRef={userMenuRef} />
      </HStack>
    </Flex>
  );
}
