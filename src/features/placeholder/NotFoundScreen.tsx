// Shown for an address the app does not know.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function NotFoundScreen({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation('screens');
  return (
    <Stack gap="4" align="flex-start" padding="6">
      <Heading as="h1" size="2xl">
        {t('notFound')}
      </Heading>
      <Text color="fg.muted">{t('notFoundText')}</Text>
      <Button asChild colorPalette="primary" variant="solid">
        <a href={homeHref}>{t('backHome')}</a>
      </Button>
    </Stack>
  );
}
