// One option group: its name, selection type, maximum and required flag, its options in order
// (each movable, editable, deletable) and "Add option"; or the group's form while the chef edits
// it. A required group without options says so under it (the food cannot be ordered until then).
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OptionGroup, OptionGroupRequest, OptionRequest } from '@/contract';
import { itemRef } from '@/db/rows';
import { useFieldMessage } from '@/ui/form';
import { groupNote } from './form-rules';
import { GroupForm } from './GroupForm';
import { ItemActions } from './ItemActions';
import { OptionForm } from './OptionForm';
import { OptionItem } from './OptionItem';

/** What the screen has open: one form at a time. */
export type Editing = { kind: 'newGroup' } | { kind: 'group'; ref: string } | { kind: 'newOption'; groupRef: string } | { kind: 'option'; ref: string } | null;

type Props = {
  group: OptionGroup;
  canMoveUp: boolean;
  canMoveDown: boolean;
  editing: Editing;
  setEditing: (editing: Editing) => void;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
  onSaveGroup: (request: OptionGroupRequest) => Promise<boolean>;
  onAddOption: (request: OptionRequest) => Promise<boolean>;
  onSaveOption: (optionRef: string, request: OptionRequest) => Promise<boolean>;
  onMoveOption: (index: number, delta: -1 | 1) => void;
  onDeleteOption: (optionRef: string) => void;
  /** Sold out for today, or back. */
  onOptionSoldOut: (optionRef: string, soldOut: boolean, name: string) => void;
};

export function GroupCard({ group, editing, setEditing, onSaveGroup, onAddOption, onSaveOption, onMoveOption, onDeleteOption, onOptionSoldOut, ...actions }: Props) {
  const { t } = useTranslation('foodOptions');
  const ref = itemRef(group);
  const note = useFieldMessage(groupNote(group) ?? undefined);
  const name = group.name;
  const close = () => setEditing(null);
  const headingId = `group-${ref}`;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="l3" bg="bg.panel" p={{ base: '3', md: '4' }} data-testid="option-group">
      {editing?.kind === 'group' && editing.ref === ref ? (
        <GroupForm group={group} onSave={onSaveGroup} onCancel={close} />
      ) : (
        <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
          <Stack gap="1" minW="0" flex="1">
            <Heading as="h3" size="md" id={headingId} overflowWrap="anywhere">
              {name}
            </Heading>
            <HStack gap="2" flexWrap="wrap">
              <Badge colorPalette={group.is_required ? 'orange' : 'gray'}>{group.is_required ? t('group.required') : t('group.optional')}</Badge>
              <Badge variant="outline" colorPalette="gray">
                {t(`selection.${group.selection_type}`)}
                {group.selection_type === 'multiple' ? ` · ${t('group.upTo', { count: group.max_selections ?? 1 })}` : ''}
              </Badge>
            </HStack>
          </Stack>
          <ItemActions
            labels={{
              up: t('move.groupUp', { name }),
              down: t('move.groupDown', { name }),
              edit: t('editNamed.group', { name }),
              remove: t('deleteNamed.group', { name }),
            }}
            onEdit={() => setEditing({ kind: 'group', ref })}
            {...actions}
          />
        </HStack>
      )}
      <Stack as="ul" gap="0" mt="3" aria-label={t('group.options', { group: name })}>
        {group.options.map((option, index) => {
          const optionRef = itemRef(option);
          return (
            <OptionItem
              key={optionRef}
              option={option}
              groupName={name}
              editing={editing?.kind === 'option' && editing.ref === optionRef}
              canMoveUp={index > 0}
              canMoveDown={index < group.options.length - 1}
              onMove={(delta) => onMoveOption(index, delta)}
              onEdit={() => setEditing({ kind: 'option', ref: optionRef })}
              onDelete={() => onDeleteOption(optionRef)}
              onSoldOut={(soldOut) => onOptionSoldOut(optionRef, soldOut, option.name)}
              onSave={(request) => onSaveOption(optionRef, request)}
              onCancel={close}
            />
          );
        })}
      </Stack>
      {group.options.length === 0 && (
        <Text color="fg.muted" fontSize="sm" py="2">
          {t('group.noOptions')}
        </Text>
      )}
      {note && (
        <Text color="fg.warning" fontSize="sm" py="1" data-testid="group-note">
          {note}
        </Text>
      )}
      {editing?.kind === 'newOption' && editing.groupRef === ref ? (
        <OptionForm option={null} groupName={name} onSave={onAddOption} onCancel={close} />
      ) : (
        <Button variant="outline" colorPalette="primary" size="sm" minH="11" mt="2" onClick={() => setEditing({ kind: 'newOption', groupRef: ref })} aria-describedby={headingId}>
          <Plus aria-hidden="true" />
          {t('addOption')}
        </Button>
      )}
    </Box>
  );
}
