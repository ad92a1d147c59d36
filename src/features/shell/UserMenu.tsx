// The user menu in the top bar: who is signed in, Profile, Change password and Logout (which
// opens the confirmation dialog).
import { Avatar, Box, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { KeyRound, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/contract';

type Props = { user: User; onLogoutRequest: () => void };

export function UserMenu({ user, onLogoutRequest }: Props) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const name = `${user.first_name} ${user.last_name}`.trim();

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={t('userMenu')} variant="ghost" colorPalette="gray" rounded="full" size="md">
          <Avatar.Root size="sm" colorPalette="primary" variant="subtle">
            <Avatar.Fallback name={name || user.email} />
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
