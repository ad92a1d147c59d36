// The chef's profile (/profile): their details from this device's copy (so it shows offline), the
// account status in words, a way to change the password and, until approved, back to onboarding;
// then the chef's signed-in devices (./devices).
import { Avatar, Badge, Box, Button, Card, DataList, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowRight, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useChefDb } from '@/db/use-chef-db';
import { DevicesSection } from './devices/DevicesSection';
import { fullName, onboardingLink, profileDetails, statusTone } from './profile-details';
import { useOwnProfile, type OwnProfile } from './queries';

type Props = {
  /** Signing out this device from its own entry in the device list: the normal sign-out. */
  onSignOutThisDevice?: () => void;
};

export function ProfileScreen({ onSignOutThisDevice = () => {} }: Props = {}) {
  const { t } = useTranslation('account');
  const db = useChefDb();
  const profile = useOwnProfile(db);

  return (
    <Stack gap="5" as="section" aria-labelledby="screen-title" maxWidth="5xl">
      <Stack gap="1">
        <Heading as="h1" id="screen-title" size="2xl">
          {t('profile.title')}
        </Heading>
        <Text color="fg.muted">{t('profile.subtitle')}</Text>
      </Stack>
      {profile ? (
        <ProfileCard profile={profile} />
      ) : (
        <Text role="status" color="fg.muted">
          {t('profile.loading')}
        </Text>
      )}
      {db && <DevicesSection db={db} onSignOutThisDevice={onSignOutThisDevice} />}
    </Stack>
  );
}

function ProfileCard({ profile: { user, cityName } }: { profile: OwnProfile }) {
  const { t } = useTranslation('account');
  const onboarding = onboardingLink(user.status);
  const notGiven = t('profile.notGiven');

  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }}>
      <Card.Header>
        <HStack gap="4" align="center">
          <Avatar.Root size="lg" colorPalette="primary" aria-hidden="true">
            <Avatar.Fallback name={fullName(user) ?? user.email} />
          </Avatar.Root>
          <Stack gap="0.5" minWidth="0">
            <Card.Title as="h2">{t('profile.detailsTitle')}</Card.Title>
            <Card.Description>{onboarding ? t('profile.onboardingHint') : t('profile.contactSupport')}</Card.Description>
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <DataList.Root
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
          columnGap="8"
          rowGap={{ base: '3', md: '5' }}
        >
          {profileDetails(user, cityName).map(({ term, value }) => (
            <DataList.Item key={term} borderBottomWidth="1px" borderColor={{ base: 'border.muted', _dark: 'border' }} paddingBottom={{ base: '2.5', md: '3' }}>
              <DataList.ItemLabel>{t(`profile.terms.${term}`)}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight={value ? 'medium' : 'normal'} color={value ? 'fg' : 'fg.subtle'} fontStyle={value ? 'normal' : 'italic'}>
                <Box as="span" overflowWrap="anywhere">
                  {value ?? notGiven}
                </Box>
              </DataList.ItemValue>
            </DataList.Item>
          ))}
          <DataList.Item paddingBottom="3">
            <DataList.ItemLabel>{t('profile.terms.status')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Badge colorPalette={statusTone(user.status)} variant="subtle" size="md">
                {t(`profile.status.${user.status}`)}
              </Badge>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
      <Card.Footer flexDirection={{ base: 'column', sm: 'row' }} alignItems={{ base: 'stretch', sm: 'center' }} gap="3">
        {onboarding && (
          <Button asChild colorPalette="primary">
            <Link to={onboarding}>
              {t('profile.continueOnboarding')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to="/change-password">
            <KeyRound aria-hidden="true" />
            {t('profile.changePassword')}
          </Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
