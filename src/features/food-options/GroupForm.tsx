// Add or edit an option group, inline in the list: name, single or multiple selection, maximum
// selections, required. The contract's rules and the group's rules against its options show under
// each field as the chef types; Save sends only a group the server would accept.
import { Button, Checkbox, Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectionTypes, type OptionGroup, type OptionGroupRequest, type SelectionType } from '@/contract';
import { controlled, SelectField, TextField } from '@/ui/form';
import { checkGroup, groupFormOf, type GroupField, type GroupFormValues } from './form-rules';

type Props = {
  group: OptionGroup | null;
  onSave: (request: OptionGroupRequest) => Promise<boolean>;
  onCancel: () => void;
};

export function GroupForm({ group, onSave, onCancel }: Props) {
  const { t } = useTranslation('foodOptions');
  const [values, setValues] = useState<GroupFormValues>(() => groupFormOf(group));
  const [touched, setTouched] = useState<Partial<Record<GroupField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const { problems, request } = checkGroup(values, group?.options.length ?? 0);
  const shown = (field: GroupField) => (submitted || touched[field] ? problems[field] : undefined);
  const change = <F extends GroupField>(field: F, value: GroupFormValues[F]) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // Single selection means a maximum of 1: switching to it sets it.
      if (field === 'selection_type' && value === 'single') next.max_selections = '1';
      return next;
    });
    setTouched((current) => ({
      ...current,
      [field]: true,
      ...(field === 'selection_type' ? { max_selections: true } : {}),
    }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!request) return;
    setBusy(true);
    if (!(await onSave(request))) setBusy(false);
  };

  const title = group ? t('editGroup') : t('newGroup');
  return (
    <form aria-label={title} onSubmit={(event) => void submit(event)} noValidate data-testid="group-form">
      <Stack gap="4" p="4" borderWidth="1px" rounded="l3" bg="bg.panel">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <TextField size="lg" autoComplete="off" registration={controlled(values.name, (value) => change('name', value))} label={t('field.groupName')} error={shown('name')} autoFocus />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField
            registration={controlled(values.selection_type, (value) => change('selection_type', value as SelectionType))}
            label={t('field.selectionType')}
            error={shown('selection_type')}
            options={selectionTypes.map((type) => ({
              value: type,
              label: t(`selection.${type}`),
            }))}
          />
          <TextField
            registration={controlled(values.max_selections, (value) => change('max_selections', value))}
            size="lg"
            autoComplete="off"
            label={t('field.maxSelections')}
            inputMode="numeric"
            error={shown('max_selections')}
            helperText={t('field.maxSelectionsHelp')}
          />
        </SimpleGrid>
        <Checkbox.Root checked={values.is_required} onCheckedChange={(details) => change('is_required', details.checked === true)} colorPalette="primary" minH="11">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('field.required')}</Checkbox.Label>
        </Checkbox.Root>
        <HStack justify="end" gap="2" flexWrap="wrap">
          <Button variant="outline" colorPalette="gray" minH="11" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" colorPalette="primary" minH="11" loading={busy}>
            {t('save')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
