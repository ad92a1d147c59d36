// The frame of an onboarding screen: the stepper, then the screen's heading and content in a panel.
// It also drops the drafts of steps the server has accepted (the status says which), so files and
// typed values do not linger on the device once the server has them.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useChefDb } from '@/db/use-chef-db';
import { useSession } from '@/session/session';
import { clearFinishedDrafts } from './mutations';
import type { OnboardingStep } from './onboarding-step';
import { OnboardingSteps } from './OnboardingSteps';

type OnboardingPageProps = { step: OnboardingStep; title: string; subtitle?: string; children: React.ReactNode };

export function OnboardingPage({ step, title, subtitle, children }: OnboardingPageProps) {
  const db = useChefDb();
  const status = useSession().userData?.status;
  useEffect(() => {
    if (db && status) void clearFinishedDrafts(db, status).catch((error: unknown) => console.error('Clearing drafts failed', error));
  }, [db, status]);

  return (
    <Box as="section" aria-labelledby="onboarding-title" maxW="3xl" mx="auto" w="full">
      <Box mb={{ base: '5', md: '6' }}>
        <OnboardingSteps current={step} />
      </Box>
      <Stack gap="6" bg="bg.panel" borderWidth="1px" rounded="l3" p={{ base: '4', sm: '6', md: '8' }} shadow="xs">
        <Stack gap="1">
          <Heading as="h1" id="onboarding-title" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
