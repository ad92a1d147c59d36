// A screen that a later issue builds: for now only its title (spec: "not done until its issue is").
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ScreenTitle } from './i18n.en';

export function PlaceholderScreen({ title, children }: { title: ScreenTitle; children?: React.ReactNode }) {
  const { t } = useTranslation('screens');
  return (
    <Stack gap="3" as="section" aria-labelledby="screen-title">
      <Heading as="h1" id="screen-title" size="2xl">
        {t(title)}
      </Heading>
      <Text color="fg.muted">{t('comingSoon')}</Text>
      {children}
    </Stack>
  );
}
