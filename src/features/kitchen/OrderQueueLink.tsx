// The queue at a glance on the kitchen screen, where the app opens: how many orders wait for the
// chef's answer and how many are being prepared, from the device's orders (src/db/order-queue.ts);
// the whole card is one link to the active orders.
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChefDb } from '@/db/chef-db';
import { useOrderQueue } from '@/db/order-queue';

export function OrderQueueLink({ db }: { db: ChefDb }) {
  const { t } = useTranslation('kitchen');
  const queue = useOrderQueue(db);
  const waiting = queue?.waiting ?? 0;
  const preparing = queue?.preparing ?? 0;
  return (
    <Link to="/orders/active" data-testid="kitchen-order-queue" data-waiting={waiting} data-preparing={preparing}>
      <HStack
        gap="4"
        p={{ base: '4', md: '5' }}
        minH="11"
        rounded="l3"
        borderWidth="1px"
        borderColor={waiting > 0 ? 'orange.solid' : 'border'}
        bg="bg.panel"
        boxShadow={waiting > 0 ? 'md' : 'xs'}
        _hover={{ bg: 'bg.muted' }}
        transition="background-color 0.15s"
      >
        <Stack gap="2" flex="1" minW="0">
          <Text as="h2" fontSize="lg" fontWeight="semibold">
            {t('queue.heading')}
          </Text>
          <HStack gap={{ base: '3', md: '6' }} wrap="wrap">
            <Figure count={waiting} label={t('queue.waiting', { count: waiting })} palette="orange" />
            <Figure count={preparing} label={t('queue.preparing', { count: preparing })} palette="blue" />
          </HStack>
        </Stack>
        <HStack gap="1" color="primary.fg" fontWeight="medium" flexShrink={0}>
          <Text display={{ base: 'none', sm: 'block' }}>{t('queue.open')}</Text>
          <ChevronRight aria-hidden="true" />
        </HStack>
      </HStack>
    </Link>
  );
}

function Figure({ count, label, palette }: { count: number; label: string; palette: string }) {
  return (
    <HStack gap="2" align="baseline">
      <Box as="span" fontSize="3xl" fontWeight="bold" lineHeight="1" fontVariantNumeric="tabular-nums" color={count > 0 ? `${palette}.fg` : 'fg.muted'}>
        {count}
      </Box>{' '}
      <Text as="span" color={count > 0 ? 'fg' : 'fg.muted'}>
        {label}
      </Text>
    </HStack>
  );
}
