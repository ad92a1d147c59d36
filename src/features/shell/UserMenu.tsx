// The user menu in the top bar: who is signed in, Profile, Change password and Logout (which
// opens the confirmation dialog).
import { Avatar, Box, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { KeyRound, LogOut, UserRound } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/contract';

type Props = {
  user: User;
  onLogoutRequest: () => void;
  /** The trigger, where the logout dialog returns the focus. */
  triggerRef?: RefObject<HTMLButtonElement | null>;
};

/** "Ada Lovelace" -> "AL", "ada@x.ie" -> "A": what the avatar shows. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

export function UserMenu({ user, onLogoutRequest, triggerRef }: Props) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const name = `${user.first_name} ${user.last_name}`.trim();
  const shown = initials(name || user.email);

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {/* The name holds the initials the chef sees (WCAG 2.5.3, label in name). */}
        <IconButton ref={triggerRef} aria-label={t('userMenuOf', { initials: shown })} variant="ghost" colorPalette="gray" rounded="full" size="lg">
          <Avatar.Root size="sm" colorPalette="primary" variant="subtle">
            <Avatar.Fallback data-snapshot="personal">{shown}</Avatar.Fallback>
          </Avatar.Root>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60" py="2">
            <Box px="3" py="2">
              <Text fontWeight="semibold" truncate>
                {name}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {user.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="profile" minH="10" onSelect={() => void navigate({ to: '/profile' })}>
              <UserRound size={18} aria-hidden="true" />
              {t('profile')}
            </Menu.Item>
            <Menu.Item value="change-password" minH="10" onSelect={() => void navigate({ to: '/change-password' })}>
              <KeyRound size={18} aria-hidden="true" />
              {t('changePassword')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" minH="10" color="fg.error" _highlighted={{ bg: 'bg.error' }} onSelect={onLogoutRequest}>
              <LogOut size={18} aria-hidden="true" />
              {t('logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
