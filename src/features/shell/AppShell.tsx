// The app shell of the main layout (spec section 2): top bar, side menu (static or overlay, split
// at 991 px), content area, the logout dialog and the theme configurator. Without a signed-in
// chef (no user id) only the content is shown. "Skip to content" is the first thing a Tab reaches,
// and focus is kept in place when what held it disappears (src/ui/focus-rescue.ts).
import { Box } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import type { User } from '@/contract';
import { useSession } from '@/session/session';
import { useFocusRescue } from '@/ui/focus-rescue';
import { LogoutDialog } from './LogoutDialog';
import { SideMenu } from './SideMenu';
import { SkipLink } from './SkipLink';
import { ThemeConfigurator } from './ThemeConfigurator';
import { TOP_BAR_HEIGHT, TopBar } from './TopBar';
import { useSideMenu } from './use-side-menu';

export const SIDEBAR_WIDTH = '17rem';
const SIDEBAR_ID = 'app-sidebar';
const MAIN_ID = 'main-content';

type Props = { children: ReactNode; onLogout: () => Promise<void>; topBarItems?: ReactNode };

function Content({ children }: { children: ReactNode }) {
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6', lg: '8' }} py={{ base: '5', md: '8' }}>
      {children}
    </Box>
  );
}

export function AppShell({ children, onLogout, topBarItems }: Props) {
  const { userData } = useSession();
  if (!userData?.id) {
    return (
      <Box as="main" minH="100dvh">
        <Content>{children}</Content>
      </Box>
    );
  }
  return (
    <SignedInShell user={userData} onLogout={onLogout} topBarItems={topBarItems}>
      {children}
    </SignedInShell>
  );
}

function SignedInShell({ user, children, onLogout, topBarItems }: Props & { user: User }) {
  const { open, overlay, toggle, closeOverlay, sidebarRef, toggleRef } = useSideMenu();
  const [themeOpen, setThemeOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const userMenuRef = useRef<HTMLButtonElement>(null);
  const besideContent = open && !overlay;
  useFocusRescue();

  return (
    <Box minH="100dvh">
      <SkipLink target={MAIN_ID} />
      <TopBar
        items={topBarItems}
        user={user}
        menuOpen={open}
        sidebarId={SIDEBAR_ID}
        toggleRef={toggleRef}
        onToggleMenu={toggle}
        onOpenTheme={() => setThemeOpen(true)}
        onLogoutRequest={() => setLogoutOpen(true)}
        userMenuRef={userMenuRef}
      />
      {overlay && open && (
        <Box position="fixed" inset="0" top={TOP_BAR_HEIGHT} zIndex="overlay" bg="blackAlpha.500" backdropFilter="blur(2px)" aria-hidden="true" />
      )}
      <Box
        ref={sidebarRef}
        id={SIDEBAR_ID}
        data-testid="sidebar"
        data-state={open ? 'open' : 'closed'}
        position="fixed"
        top={TOP_BAR_HEIGHT}
        bottom="0"
        left="0"
        zIndex={overlay ? 'modal' : 'docked'}
        w={overlay ? `min(${SIDEBAR_WIDTH}, 85vw)` : SIDEBAR_WIDTH}
        overflowY="auto"
        bg="bg.panel"
        borderRightWidth="1px"
        borderColor="border"
        boxShadow={overlay ? 'lg' : 'none'}
        transform={open ? 'translateX(0)' : 'translateX(-100%)'}
        visibility={open ? 'visible' : 'hidden'}
        transition="transform 0.2s ease, visibility 0.2s"
      >
        <SideMenu onNavigate={overlay ? closeOverlay : () => undefined} overContent={overlay && open} />
      </Box>
      <Box as="main" id={MAIN_ID} tabIndex={-1} outline="none" pt={TOP_BAR_HEIGHT} ms={besideContent ? SIDEBAR_WIDTH : '0'} transition="margin 0.2s ease">
        <Content>{children}</Content>
      </Box>
      <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} onLogout={onLogout} returnFocus={() => userMenuRef.current} />
      <ThemeConfigurator open={themeOpen} onOpenChange={setThemeOpen} />
    </Box>
  );
}
