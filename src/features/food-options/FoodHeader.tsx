// The food at the top of the options screen: its photo (the server's, or the one still waiting in
// the outbox for a food made on this device), its name and price.
import { Box, Center, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChefDb } from '@/db/chef-db';
import type { MenuRow } from '@/db/rows';
import { formatMoney } from '@/lib/format';
import { useWaitingPhoto } from './queries';

function useBlobUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

export function FoodHeader({ db, food }: { db: ChefDb | null; food: MenuRow }) {
  const { t } = useTranslation('foodOptions');
  const local = useBlobUrl(useWaitingPhoto(db, food.key));
  const src = local ?? food.image_url;
  return (
    <HStack gap="4" align="center">
      <Box flexShrink={0} w={{ base: '24', md: '32' }} aspectRatio="4 / 3" rounded="l2" overflow="hidden" bg="bg.muted">
        {src ? (
          <Image src={src} alt={food.name} w="full" h="full" objectFit="cover" data-testid="food-photo" />
        ) : (
          <Center h="full" color="fg.subtle">
            <ImageOff size={28} aria-label={t('noPhoto')} role="img" />
          </Center>
        )}
      </Box>
      <Stack gap="1" minW="0">
        <Heading as="h1" id="screen-title" size="2xl" overflowWrap="anywhere">
          {t('title', { name: food.name })}
        </Heading>
        <Text color="fg.muted">{formatMoney(food.price)}</Text>
        {food.id === 0 && (
          <Text color="fg.muted" fontSize="sm" data-testid="not-on-server">
            {t('notOnServer')}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
