// /account-on-hold: what a suspended or inactive chef sees. The server refuses them the
// kitchen, menu, orders and tickets (403); the app says why in the chef's words instead of an
// error loop, keeps the profile open, and "Check status" asks the server again (the realtime
// account_status event does the same by itself and the guard moves the chef on). "Sign out" asks
// the route, which opens the app's logout dialog (the shell's, composed there).
import { Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CircleSlash, LogOut, PauseCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/api/errors';
import { statusScreen } from '@/session/guard';
import { getSession, useSession } from '@/session/session';
import { refreshProfile } from '@/sync/engine/chef-sync';
import { notify } from '@/ui/toaster';

type Props = { onSignOut: () => void };

export function AccountOnHoldScreen({ onSignOut }: Props) {
  const { t } = useTranslation('onboarding');
  const status = useSession().userData?.status === 'inactive' ? 'inactive' : 'suspended';
  const [checking, setChecking] = useState(false);
  const Icon = status === 'suspended' ? CircleSlash : PauseCircle;

  async function checkStatus() {
    setChecking(true);
    try {
      await refreshProfile();
      const now = getSession().userData?.status;
      if (now && statusScreen(now) === '/account-on-hold') notify.info(t('onHold.unchanged'), t('onHold.unchangedDetail'));
    } catch (error) {
      notify.error(describeError(error));
    } finally {
      setChecking(false);
    }
  }

  return (
    <Box as="section" aria-labelledby="on-hold-title" maxW="2xl" mx="auto" w="full" data-testid="account-on-hold" data-status={status}>
      <Stack gap="6" bg="bg.panel" borderWidth="1px" rounded="l3" p={{ base: '5', sm: '8' }} shadow="xs">
        <Flex gap="4" align="start">
          <Box p="3" rounded="full" bg="red.subtle" color="red.fg" flexShrink="0" aria-hidden="true">
            <Icon size={28} />
          </Box>
          <Stack gap="2">
            <Heading as="h1" id="on-hold-title" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
              {t(`onHold.${status}.title`)}
            </Heading>
            <Text>{t(`onHold.${status}.body`)}</Text>
            <Text color="fg.muted">{t('onHold.contact')}</Text>
          </Stack>
        </Flex>
        <HStack gap="3" flexWrap="wrap">
          <Button colorPalette="primary" size="lg" onClick={() => void checkStatus()} loading={checking}>
            {t('onHold.check')}
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/profile">{t('onHold.profile')}</Link>
          </Button>
          <Button variant="ghost" colorPalette="red" size="lg" onClick={onSignOut}>
            <LogOut aria-hidden="true" />
            {t('onHold.signOut')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
