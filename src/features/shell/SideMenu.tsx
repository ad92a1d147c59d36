// The side menu's contents: <nav aria-label="Main menu"> with its groups and links; the current
// page's link is highlighted (the router marks it aria-current="page").
import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { visibleMenu, type MenuGroup } from './menu-items';

const MenuLink = chakra(Link);

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
            <MenuLink
              to={item.to}
              onClick={onNavigate}
              display="flex"
              alignItems="center"
              gap="3"
              minH="11"
              px="3"
              rounded="l3"
              color="fg.muted"
              fontWeight="medium"
              textDecoration="none"
              transition="background-color 0.15s, color 0.15s"
              focusVisibleRing="inside"
              _hover={{ bg: 'bg.muted', color: 'fg' }}
              _currentPage={{ bg: 'primary.subtle', color: 'primary.fg', fontWeight: 'semibold', _hover: { bg: 'primary.muted' } }}
            >
              <item.icon size={20} strokeWidth={1.8} aria-hidden="true" />
              {t(item.label)}
            </MenuLink>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Stack as="nav" aria-label={t('mainMenu')} gap="6" p="4">
      {visibleMenu().map((group) => (
        <Group key={group.label} group={group} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}
