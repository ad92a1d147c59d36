// The food's option groups in order, with the one open form (a new group, a group or an option
// being edited, a new option) and the delete confirmation. Every change is one outbox operation
// (use-options-action): the list changes at once, the server hears of it in order.
import { Button, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FoodOption, OptionGroup } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { foodRef, itemRef, type MenuRow } from '@/db/rows';
import { notify } from '@/ui/toaster';
import { ConfirmDelete } from './ConfirmDelete';
import { moved } from './form-rules';
import { GroupCard, type Editing } from './GroupCard';
import { GroupForm } from './GroupForm';
import { useOptionsAction } from './use-options-action';

type Deleting = { group: OptionGroup; option: FoodOption | null } | null;

export function GroupList({ db, food }: { db: ChefDb | null; food: MenuRow }) {
  const { t } = useTranslation('foodOptions');
  const run = useOptionsAction(db);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const foodKey = food.key;
  const groups = food.option_groups;
  const groupRefs = groups.map(itemRef);
  const closeOn = (kept: boolean) => {
    if (kept) setEditing(null);
    return kept;
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { group, option } = deleting;
    if (option) void run({ kind: 'deleteOption', foodKey, optionRef: itemRef(option) }, { title: t('toast.optionDeleted'), name: option.name });
    else void run({ kind: 'deleteOptionGroup', foodKey, groupRef: itemRef(group) }, { title: t('toast.groupDeleted'), name: group.name });
  };

  const askDeleteOption = (group: OptionGroup, optionRef: string) => {
    const option = group.options.find((item) => itemRef(item) === optionRef);
    if (!option) return;
    // The server refuses it (a required group needs at least one option): say so at once.
    if (group.is_required && group.options.length === 1) return notify.warning(t('lastOptionOfRequired'), undefined, 6000);
    setDeleting({ group, option });
  };

  return (
    <Stack gap="3">
      {groups.length === 0 && editing?.kind !== 'newGroup' && <Text color="fg.muted">{t('noGroups')}</Text>}
      <Stack as="ul" gap="3" aria-labelledby="groups-title">
        {groups.map((group, index) => {
          const groupRef = itemRef(group);
          const optionRefs = group.options.map(itemRef);
          return (
            <GroupCard
              key={groupRef}
              group={group}
              canMoveUp={index > 0}
              canMoveDown={index < groups.length - 1}
              editing={editing}
              setEditing={setEditing}
              onMove={(delta) => {
                const next = moved(groupRefs, index, delta);
                if (next)
                  void run(
                    {
                      kind: 'reorderOptionGroups',
                      foodKey,
                      foodRef: foodRef(food),
                      groupRefs: next,
                    },
                    null,
                  );
              }}
              onDelete={() => setDeleting({ group, option: null })}
              onSaveGroup={async (request) =>
                closeOn(
                  await run(
                    {
                      kind: 'updateOptionGroup',
                      foodKey,
                      groupRef,
                      group: request,
                    },
                    { title: t('toast.groupSaved'), name: request.name },
                  ),
                )
              }
              onAddOption={async (request) =>
                closeOn(
                  await run(
                    {
                      kind: 'createOption',
                      foodKey,
                      groupRef,
                      option: { ...request, client_id: crypto.randomUUID() },
                    },
                    { title: t('toast.optionAdded'), name: request.name },
                  ),
                )
              }
              onSaveOption={async (optionRef, request) =>
                closeOn(
                  await run(
                    {
                      kind: 'updateOption',
                      foodKey,
                      optionRef,
                      option: request,
                    },
                    { title: t('toast.optionSaved'), name: request.name },
                  ),
                )
              }
              onMoveOption={(optionIndex, delta) => {
                const next = moved(optionRefs, optionIndex, delta);
                if (next)
                  void run(
                    {
                      kind: 'reorderOptions',
                      foodKey,
                      groupRef,
                      optionRefs: next,
                    },
                    null,
                  );
              }}
              onDeleteOption={(optionRef) => askDeleteOption(group, optionRef)}
              onOptionSoldOut={(optionRef, soldOut, name) =>
                void run({ kind: 'setOptionSoldOut', foodKey, optionRef, soldOut }, { title: soldOut ? t('toast.optionSoldOut') : t('toast.optionBack'), name })
              }
            />
          );
        })}
      </Stack>
      {editing?.kind === 'newGroup' ? (
        <GroupForm
          group={null}
          onCancel={() => setEditing(null)}
          onSave={async (request) =>
            closeOn(
              await run(
                {
                  kind: 'createOptionGroup',
                  foodKey,
                  foodRef: foodRef(food),
                  group: { ...request, client_id: crypto.randomUUID() },
                },
                { title: t('toast.groupAdded'), name: request.name },
              ),
            )
          }
        />
      ) : (
        <Button colorPalette="primary" minH="11" alignSelf={{ base: 'stretch', sm: 'start' }} onClick={() => setEditing({ kind: 'newGroup' })}>
          <Plus aria-hidden="true" />
          {t('addGroup')}
        </Button>
      )}
      <ConfirmDelete
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={confirmDelete}
        title={deleting?.option ? t('confirm.optionTitle') : t('confirm.groupTitle')}
        message={
          deleting?.option
            ? t('confirm.optionMessage', {
                name: deleting.option.name,
                group: deleting.group.name,
              })
            : t('confirm.groupMessage', {
                name: deleting?.group.name ?? '',
                count: deleting?.group.options.length ?? 0,
              })
        }
      />
    </Stack>
  );
}
