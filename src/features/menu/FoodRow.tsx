// One food of the menu as a row (<article aria-label="Margherita">): the move controls (up, a drag
// handle, down), the photo, name, price, tags, what is left of the daily quantity, the Sold out and
// "Waiting to send" badges (or how far its photo is: "Sending photo, 40 %"), the Available switch, the daily quantity, and Edit, Options, Delete.
// The row only reports what the chef asked (by the food's key); the screen runs it. The arrows at
// the ends are aria-disabled, not disabled: the focus stays on them while a food moves.
import { Badge, Box, Button, Flex, HStack, IconButton, Stack, Switch, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowDown, ArrowUp, CloudUpload, GripVertical, Hash, Pencil, SlidersHorizontal, Trash2 } from 'lucide-react';
import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import type { OutboxEntry } from '@/db/outbox-entry';
import { foodRef, type MenuRow } from '@/db/rows';
import { useChefDb } from '@/db/use-chef-db';
import { formatCount, formatMoney } from '@/lib/format';
import { isMenuOperation, foodKeyOf } from '@/sync/operations/menu-effects';
import { coverInputStyle } from '@/ui/cover-input';
import { useUploadLine, useUploadStatus } from '@/ui/use-upload-status';
import { FoodPhoto } from './FoodPhoto';
import type { WaitingFood } from './queries';
import type { RowText } from './row-texts';

export type RowHandlers = {
  onAvailable: (key: string, available: boolean) => void;
  onQuantity: (key: string, trigger: HTMLElement) => void;
  onDelete: (key: string, trigger: HTMLElement) => void;
  onMove: (key: string, direction: -1 | 1) => void;
  onDragStart: (key: string, event: PointerEvent<HTMLElement>) => void;
};

/** "Waiting to send", or how far the food's photo is. */
function WaitingText({ foodKey, waiting }: { foodKey: string; waiting: string }) {
  const db = useChefDb();
  const ofThisFood = (entry: OutboxEntry) => isMenuOperation(entry.operation) && foodKeyOf(entry.operation) === foodKey;
  return useUploadLine(useUploadStatus(db, ofThisFood)) ?? waiting;
}

type Props = {
  food: MenuRow;
  waiting: WaitingFood | undefined;
  first: boolean;
  last: boolean;
  /** Drawn as the place a dragged food would go. */
  dropTarget: boolean;
  dragging: boolean;
  handlers: RowHandlers;
  texts: RowText;
};

/** A live query gives every row anew on each change: a row renders again only when its own food,
 * its waiting state or its place changed, so a switch among 300 foods redraws one row. */
export const FoodRow = memo(FoodRowView, (a, b) => {
  const same = (x: Props['waiting'], y: Props['waiting']) => (x === undefined) === (y === undefined) && x?.photo === y?.photo;
  return (
    a.first === b.first &&
    a.last === b.last &&
    a.dropTarget === b.dropTarget &&
    a.dragging === b.dragging &&
    a.handlers === b.handlers &&
    a.texts === b.texts &&
    same(a.waiting, b.waiting) &&
    (a.food === b.food || JSON.stringify(a.food) === JSON.stringify(b.food))
  );
});

function FoodRowView({ food, waiting, first, last, dropTarget, dragging, handlers, texts: t }: Props) {
  const name = food.name;
  const ref = foodRef(food);
  const left =
    food.daily_quantity === null
      ? t('food.noLimit')
      : t('food.left', { remaining: formatCount(food.remaining_quantity ?? food.daily_quantity), total: formatCount(food.daily_quantity) });
  const handleKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    handlers.onMove(food.key, event.key === 'ArrowUp' ? -1 : 1);
  };

  return (
    <Flex
      as="article"
      aria-label={name}
      data-testid="food-row"
      data-key={food.key}
      data-sold-out={food.sold_out ? 'true' : 'false'}
      data-waiting={waiting ? 'true' : 'false'}
      gap={{ base: '2', md: '3' }}
      p={{ base: '2', md: '3' }}
      bg="bg.panel"
      rounded="l3"
      borderWidth="1px"
      borderColor={dropTarget ? 'primary.solid' : 'border'}
      boxShadow={dragging ? 'lg' : 'xs'}
      opacity={dragging ? 0.7 : 1}
    >
      <Stack gap="0" align="center" flexShrink={0}>
        <IconButton
          variant="ghost"
          colorPalette="gray"
          size="sm"
          minW="11"
          minH="11"
          aria-label={t('reorder.up', { name })}
          data-move="up"
          aria-disabled={first}
          onClick={() => handlers.onMove(food.key, -1)}
        >
          <ArrowUp aria-hidden="true" />
        </IconButton>
        <IconButton
          variant="ghost"
          colorPalette="gray"
          size="sm"
          minW="11"
          minH="11"
          flex="1"
          cursor="grab"
          touchAction="none"
          aria-label={t('reorder.handle', { name })}
          data-move="handle"
          onPointerDown={(event) => handlers.onDragStart(food.key, event)}
          onKeyDown={handleKey}
        >
          <GripVertical aria-hidden="true" />
        </IconButton>
        <IconButton
          variant="ghost"
          colorPalette="gray"
          size="sm"
          minW="11"
          minH="11"
          aria-label={t('reorder.down', { name })}
          data-move="down"
          aria-disabled={last}
          onClick={() => handlers.onMove(food.key, 1)}
        >
          <ArrowDown aria-hidden="true" />
        </IconButton>
      </Stack>
      <Stack gap="2" flex="1" minW="0">
        <Flex gap="3" align="start">
          <FoodPhoto url={food.image_url} waiting={waiting?.photo ?? null} alt={t('food.photoAlt', { name })} noPhoto={t('food.noPhoto')} />
          <Stack gap="1" minW="0" flex="1">
            <Flex gap="2" justify="space-between" align="start" wrap="wrap">
              <Text as="h2" fontWeight="semibold" fontSize="md" lineClamp={2} wordBreak="break-word">
                {name}
              </Text>
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {formatMoney(food.price)}
              </Text>
            </Flex>
            <Wrap gap="1">
              {food.sold_out && (
                <Badge colorPalette="red" variant="solid">
                  {t('food.soldOut')}
                </Badge>
              )}
              {waiting && (
                <Badge colorPalette="orange" data-testid="food-waiting">
                  <CloudUpload size={12} aria-hidden="true" />
                  <WaitingText foodKey={food.key} waiting={t('food.waiting')} />
                </Badge>
              )}
              {food.tags.map((tag) => (
                <Badge key={tag} variant="surface" colorPalette="gray">
                  {tag}
                </Badge>
              ))}
            </Wrap>
            <Text fontSize="sm" color="fg.muted" data-testid="food-left">
              {left}
            </Text>
          </Stack>
        </Flex>
        <Flex gap="2" wrap="wrap" align="center">
          <Switch.Root
            checked={food.available}
            onCheckedChange={(details) => handlers.onAvailable(food.key, details.checked)}
            colorPalette="green"
            position="relative"
            minH="11"
            pe="2"
          >
            <Switch.HiddenInput style={coverInputStyle} />
            <Switch.Control />
            {/* Named "Cepelinai: Available" (one switch per food), drawn "Available". */}
            <Switch.Label fontSize="sm">
              <VisuallyHidden>{t('available.namePrefix', { name })}</VisuallyHidden>
              {t('available.label')}
            </Switch.Label>
          </Switch.Root>
          <Button
            variant="outline"
            colorPalette="gray"
            size="sm"
            minH="11"
            aria-label={t('quantity.buttonLabel', { name })}
            onClick={(event) => handlers.onQuantity(food.key, event.currentTarget)}
          >
            <Hash aria-hidden="true" />
            {t('quantity.button')}
          </Button>
          <Box flex="1" />
          <HStack gap="1" wrap="wrap">
            <Button asChild variant="ghost" colorPalette="gray" size="sm" minH="11" aria-label={t('food.editLabel', { name })}>
              <Link to="/foods/edit/$slug" params={{ slug: ref }}>
                <Pencil aria-hidden="true" />
                {t('food.edit')}
              </Link>
            </Button>
            <Button asChild variant="ghost" colorPalette="gray" size="sm" minH="11" aria-label={t('food.optionsLabel', { name })}>
              <Link to="/foods/manage-options/$slug" params={{ slug: ref }}>
                <SlidersHorizontal aria-hidden="true" />
                {t('food.options')}
              </Link>
            </Button>
            <IconButton
              variant="ghost"
              colorPalette="red"
              size="sm"
              minW="11"
              minH="11"
              aria-label={t('food.deleteLabel', { name })}
              data-action="delete"
              onClick={(event) => handlers.onDelete(food.key, event.currentTarget)}
            >
              <Trash2 aria-hidden="true" />
            </IconButton>
          </HStack>
        </Flex>
      </Stack>
    </Flex>
  );
}
