// The waiting state of /pending-approval: thanks, how long review takes, what happens next, and
// "Check status" (asks the server now; the realtime account_status event does the same by itself).
import { Box, Button, Flex, List, Stack, Text } from '@chakra-ui/react';
import { ClipboardCheck, FileCheck2, Hourglass, Soup } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/api/errors';
import { isApproved } from '@/session/guard';
import { getSession } from '@/session/session';
import { refreshProfile } from '@/sync/engine/chef-sync';
import { notify } from '@/ui/toaster';
import { Notice } from './Notice';

const nextSteps = [
  { key: 'documents', icon: FileCheck2 },
  { key: 'contract', icon: ClipboardCheck },
  { key: 'kitchen', icon: Soup },
] as const;

export function PendingReview({ signing }: { signing: 'offline' | 'sending' | null }) {
  const { t } = useTranslation('onboarding');
  const [checking, setChecking] = useState(false);

  async function checkStatus() {
    setChecking(true);
    try {
      await refreshProfile();
      if (!isApproved(getSession().userData?.status)) notify.info(t('pending.stillPending'), t('pending.stillPendingDetail'));
    } catch (error) {
      notify.error(describeError(error));
    } finally {
      setChecking(false);
    }
  }

  return (
    <Stack gap="6">
      {signing && <Notice tone={signing === 'offline' ? 'info' : 'busy'}>{signing === 'offline' ? t('contract.queued') : t('contract.sending')}</Notice>}
      <Flex gap="4" align="start">
        <Box p="3" rounded="full" bg="primary.subtle" color="primary.fg" flexShrink="0" aria-hidden="true">
          <Hourglass size={24} />
        </Box>
        <Stack gap="1">
          <Text fontWeight="semibold" fontSize="lg">
            {t('pending.thanks')}
          </Text>
          <Text color="fg.muted">{t('pending.duration')}</Text>
        </Stack>
      </Flex>
      <Stack gap="3" as="section" aria-labelledby="pending-next-title">
        <Text as="h2" id="pending-next-title" fontWeight="semibold">
          {t('pending.nextTitle')}
        </Text>
        <List.Root as="ol" gap="3" listStyleType="none">
          {nextSteps.map(({ key, icon: Icon }) => (
            <List.Item key={key} display="flex" alignItems="center" gap="3" p="3" rounded="l2" bg="bg.subtle">
              <Box color="primary.fg" flexShrink="0" aria-hidden="true">
                <Icon size={20} />
              </Box>
              <Text>{t(`pending.next.${key}`)}</Text>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
      <Button colorPalette="primary" variant="outline" size="lg" alignSelf={{ base: 'stretch', sm: 'start' }} onClick={() => void checkStatus()} loading={checking} disabled={checking}>
        {t('pending.check')}
      </Button>
    </Stack>
  );
}
