// The kitchen as customers know it: logo, name, description, address, hours (marked when they run
// past midnight), preparation time, delivery option and cost, phone, and a link that opens the
// location in a map app.
import { Avatar, Badge, Box, Card, DataList, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Kitchen } from '@/contract';
import { formatMoney } from '@/lib/format';
import { addressLines, isPastMidnight, mapUrl } from './kitchen-look';

export function KitchenCard({ kitchen }: { kitchen: Kitchen }) {
  const { t } = useTranslation('kitchen');
  const address = addressLines(kitchen);
  const { opening_time: opening, closing_time: closing } = kitchen;
  const offersDelivery = kitchen.delivery_option !== 'pickup';
  const cost = kitchen.delivery_cost ? t('card.deliveryCost', { cost: formatMoney(kitchen.delivery_cost) }) : t('card.freeDelivery');
  const located = kitchen.latitude !== null && kitchen.longitude !== null;

  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }} data-testid="kitchen-card">
      <Card.Header>
        <HStack gap="4" align="center">
          <Avatar.Root size="2xl" shape="rounded" colorPalette="primary" flexShrink="0">
            {kitchen.logo_url && <Avatar.Image src={kitchen.logo_url} alt={t('card.logoAlt', { name: kitchen.name })} />}
            <Avatar.Fallback name={kitchen.name} aria-hidden="true" />
          </Avatar.Root>
          <Stack gap="1" minWidth="0">
            <Card.Title as="h2" fontSize="xl" overflowWrap="anywhere">
              {kitchen.name}
            </Card.Title>
            {kitchen.description && (
              <Card.Description overflowWrap="anywhere" lineClamp={3}>
                {kitchen.description}
              </Card.Description>
            )}
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <DataList.Root display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} columnGap="8" rowGap="4">
          <Fact term={t('card.address')}>{address.length > 0 ? address.map((line) => <Box key={line}>{line}</Box>) : <NotGiven />}</Fact>
          <Fact term={t('card.hours')}>
            {opening && closing ? (
              <HStack gap="2" wrap="wrap">
                <Text as="span" fontVariantNumeric="tabular-nums" data-testid="kitchen-hours">
                  {t('card.hoursValue', { opening, closing })}
                </Text>
                {isPastMidnight(opening, closing) && (
                  <Badge colorPalette="purple" variant="subtle">
                    {t('card.pastMidnight')}
                  </Badge>
                )}
              </HStack>
            ) : (
              <NotGiven />
            )}
          </Fact>
          <Fact term={t('card.preparation')}>{kitchen.preparation_time ? t('card.preparationValue', { minutes: kitchen.preparation_time }) : <NotGiven />}</Fact>
          <Fact term={t('card.delivery')}>
            {t(`card.deliveryOption.${kitchen.delivery_option}`)}
            {offersDelivery && (
              <Text as="span" color="fg.muted">
                {' · '}
                {cost}
              </Text>
            )}
          </Fact>
          <Fact term={t('card.phone')}>{kitchen.phone ?? <NotGiven />}</Fact>
          <Fact term={t('card.location')}>
            {located ? (
              <Link
                href={mapUrl(kitchen.latitude ?? 0, kitchen.longitude ?? 0)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('card.openMapLabel')}
                color="primary.fg"
                minH="11"
                display="inline-flex"
                alignItems="center"
                gap="1.5"
                fontWeight="medium"
              >
                <MapPin size={16} aria-hidden="true" />
                {t('card.openMap')}
                <ExternalLink size={14} aria-hidden="true" />
              </Link>
            ) : (
              <NotGiven />
            )}
          </Fact>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <DataList.Item borderBottomWidth="1px" borderColor={{ base: 'border.muted', _dark: 'border' }} pb="3" alignItems="start">
      <DataList.ItemLabel>{term}</DataList.ItemLabel>
      <DataList.ItemValue fontWeight="medium" display="block" overflowWrap="anywhere">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

function NotGiven() {
  const { t } = useTranslation('kitchen');
  return (
    <Text as="span" color="fg.subtle" fontStyle="italic" fontWeight="normal">
      {t('card.notGiven')}
    </Text>
  );
}
