// One option of a group: its name, type, additional price and maximum quantity, with move, edit
// and delete, and "Sold out today" / "Back on" with a badge while sold out; or its
// form while the chef edits it.
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isOptionSoldOut, type FoodOption, type OptionRequest } from '@/contract';
import { formatMoney } from '@/lib/format';
import { useNow } from '@/ui/use-now';
import { ItemActions } from './ItemActions';
import { OptionForm } from './OptionForm';

type Props = {
  option: FoodOption;
  groupName: string;
  editing: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (delta: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
  onSave: (request: OptionRequest) => Promise<boolean>;
  onCancel: () => void;
  onSoldOut: (soldOut: boolean) => void;
};

export function OptionItem({ option, groupName, editing, onSave, onCancel, onSoldOut, ...actions }: Props) {
  const { t } = useTranslation('foodOptions');
  const now = useNow(60_000); // sold out until the kitchen's next day
  if (editing)
    return (
      <Box as="li" listStyleType="none" py="1">
        <OptionForm option={option} groupName={groupName} onSave={onSave} onCancel={onCancel} />
      </Box>
    );
  const name = option.name;
  const soldOut = isOptionSoldOut(option, now);
  return (
    <HStack as="li" justify="space-between" gap="2" py="1" ps="3" borderTopWidth="1px" flexWrap="wrap" data-testid="option-item" data-sold-out={soldOut ? 'true' : 'false'}>
      <Stack gap="0.5" minW="0" flex="1 1 12rem">
        <Text fontWeight="medium" overflowWrap="anywhere">
          {name}
        </Text>
        <HStack gap="2" flexWrap="wrap" fontSize="sm" color="fg.muted">
          <Badge variant="subtle" colorPalette="gray">
            {t(`optionType.${option.type}`)}
          </Badge>
          <span>
            {option.additional_price > 0
              ? t('option.price', {
                  price: formatMoney(option.additional_price),
                })
              : t('option.free')}
          </span>
          {option.max_quantity !== null && option.max_quantity > 1 && <span>{t('option.maxQuantity', { count: option.max_quantity })}</span>}
          {soldOut && (
            <Badge variant="solid" colorPalette="orange">
              {t('option.soldOut')}
            </Badge>
          )}
        </HStack>
      </Stack>
      <Button size="sm" minH="11" variant="outline" colorPalette={soldOut ? 'green' : 'orange'} aria-label={soldOut ? t('option.backNamed', { name }) : t('option.soldOutNamed', { name })} onClick={() => onSoldOut(!soldOut)}>
        {soldOut ? t('option.back') : t('option.markSoldOut')}
      </Button>
      <ItemActions
        labels={{
          up: t('move.optionUp', { name }),
          down: t('move.optionDown', { name }),
          edit: t('editNamed.option', { name }),
          remove: t('deleteNamed.option', { name }),
        }}
        {...actions}
      />
    </HStack>
  );
}
