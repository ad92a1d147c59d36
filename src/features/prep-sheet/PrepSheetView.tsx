// The sheet itself (what prints): "In all" (every dish summed), then one block per ready time
// ("Ready 19:00–19:15", late ones marked, "Not accepted yet" last) with its orders by number, the
// notes that belong to no dish, and each dish's portions, its options and its notes: allergy notes
// in a red box with a warning sign (a solid black border on paper), other notes plainly.
import { Badge, Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatClock, formatCount, formatDayTime } from '@/lib/format';
import type { PrepDish, PrepGroup, PrepNote, PrepSheet } from './prep-sheet';

type T = (key: string, options?: Record<string, unknown>) => string;

export const groupTitle = (group: PrepGroup, t: T): string =>
  group.when.kind === 'slot' ? t('slot', { from: formatClock(group.when.from), to: formatClock(group.when.to) }) : t(group.when.kind);

function Note({ note }: { note: PrepNote }) {
  const { t } = useTranslation('prepSheet');
  const text = t('noteOf', { number: note.orderNumber, text: note.text });
  if (!note.allergy)
    return (
      <Text data-print="note" fontSize="sm" color="fg.muted" whiteSpace="pre-wrap">
        {t('note')} {text}
      </Text>
    );
  return (
    <HStack data-print="allergy" data-testid="allergy-note" align="start" gap="2" px="2.5" py="1.5" rounded="l2" borderWidth="2px" borderColor="red.solid" bg="red.subtle" color="red.fg" fontWeight="semibold">
      <Box as="span" flexShrink={0} mt="0.5" aria-hidden="true">
        <TriangleAlert size={16} />
      </Box>
      <Text whiteSpace="pre-wrap">
        <Text as="span" textTransform="uppercase" fontWeight="bold">
          {t('allergy')}
        </Text>{' '}
        {text}
      </Text>
    </HStack>
  );
}

function Dish({ dish }: { dish: PrepDish }) {
  const { t } = useTranslation('prepSheet');
  const parts = [...dish.options.map((option) => t('option', { name: option.name, count: formatCount(option.count) }))];
  if (dish.plain > 0 && dish.options.length > 0) parts.push(t('plain', { count: formatCount(dish.plain) }));
  return (
    <Stack as="li" gap="1" data-testid="prep-dish" data-dish={dish.name} py="2" borderTopWidth="1px" borderColor="border.muted" _first={{ borderTopWidth: 0 }}>
      <Text data-print="dish" fontSize="lg" fontWeight="bold" overflowWrap="anywhere">
        <Text as="span" fontVariantNumeric="tabular-nums">
          {t('portions', { count: formatCount(dish.count) })}
        </Text>{' '}
        {dish.name}
      </Text>
      {parts.length > 0 && (
        <Text data-testid="prep-options" ps="4" overflowWrap="anywhere">
          {parts.join(' · ')}
        </Text>
      )}
      {dish.notes.length > 0 && (
        <Stack gap="1" ps="4">
          {dish.notes.map((note) => (
            <Note key={`${note.orderNumber}-${note.text}`} note={note} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Group({ group, now }: { group: PrepGroup; now: number }) {
  const { t } = useTranslation('prepSheet');
  const late = group.when.kind === 'slot' && Date.parse(group.when.to) <= now;
  const id = `prep-group-${group.key.replace(/[^a-zA-Z0-9]/g, '-')}`;
  return (
    <Box as="section" aria-labelledby={id} data-print="group" data-testid="prep-group" rounded="l3" borderWidth="1px" borderColor={late ? 'red.emphasized' : 'border'} bg="bg.panel" overflow="hidden">
      <Stack gap="1" px={{ base: '3', md: '4' }} py="3" bg={group.when.kind === 'notAccepted' ? 'bg.muted' : 'primary.subtle'} borderBottomWidth="1px" borderColor="border.muted">
        <Flex gap="2" align="center" wrap="wrap">
          <Heading as="h2" id={id} size="lg" data-print="group-title">
            {groupTitle(group, t)}
          </Heading>
          {late && (
            <Badge colorPalette="red" variant="solid">
              {t('late')}
            </Badge>
          )}
        </Flex>
        <Text fontSize="sm" data-testid="prep-group-orders" overflowWrap="anywhere">
          {t('orders')}:{' '}
          {group.orders.map((order, index) => (
            <Text as="span" key={order.number} fontWeight={order.allergy ? 'bold' : 'normal'} whiteSpace="nowrap">
              {index > 0 ? ', ' : ''}
              {order.readyAt ? t('orderReady', { number: order.number, time: formatClock(order.readyAt) }) : `#${order.number}`}
              {order.readyAt && order.moved ? t('moved', { minutes: order.moved }) : ''}
              {order.allergy ? ' ⚠' : ''}
            </Text>
          ))}
        </Text>
        {group.notes.map((note) => (
          <Note key={`${note.orderNumber}-${note.text}`} note={note} />
        ))}
      </Stack>
      <Stack as="ul" listStyleType="none" gap="0" px={{ base: '3', md: '4' }} py="1" data-print="dishes">
        {group.dishes.map((dish) => (
          <Dish key={dish.name} dish={dish} />
        ))}
      </Stack>
    </Box>
  );
}

export function PrepSheetView({ sheet, now, printedAt }: { sheet: PrepSheet; now: number; printedAt: number | null }) {
  const { t } = useTranslation('prepSheet');
  return (
    <Stack gap="4">
      <Box className="prep-print-only">
        <Text data-print="title">{t('title')}</Text>
        {printedAt !== null && <Text textAlign="center">{t('printedAt', { time: formatDayTime(new Date(printedAt).toISOString()) })}</Text>}
      </Box>
      <Box data-print="totals" data-testid="prep-totals" px={{ base: '3', md: '4' }} py="3" rounded="l3" bg="bg.muted">
        <Text fontWeight="bold">
          {t('inAll')} · {t('orderCount', { count: sheet.orderCount })}
        </Text>
        <Text overflowWrap="anywhere">{sheet.totals.map((dish) => `${t('portions', { count: formatCount(dish.count) })} ${dish.name}`).join(' · ')}</Text>
      </Box>
      {sheet.groups.map((group) => (
        <Group key={group.key} group={group} now={now} />
      ))}
    </Stack>
  );
}
