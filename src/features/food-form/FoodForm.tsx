// The food's form: every field of spec section 3, validated on the device by the contract's rules
// (each message under its field on submit, and as the chef fixes a field they left); the photo is
// required on create. What the chef types and the photo they chose are kept as the 'food' draft as
// they go (offline too); "Discard changes" brings back the food as stored.
import { Button, Field, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCallback, useEffect, useState } from 'react';
import { useController, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { foodRequestSchema, msg, type FoodRequest } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { clearDraft } from '@/db/drafts';
import type { MenuRow } from '@/db/rows';
import { FormNotices, TextField, useFieldMessage } from '@/ui/form';
import { OutboxProgress, useEntrySending } from '@/ui/OutboxProgress';
import { useEntryUpload } from '@/ui/use-upload-status';
import { notify } from '@/ui/toaster';
import { useDraftSaver } from '@/ui/use-draft-autosave';
import { useOnline } from '@/ui/use-online';
import { hasChanges, type ChosenPhoto, type FoodDraft, type FoodFormValues } from './food-draft';
import { PhotoField } from './PhotoField';
import { TagsField } from './TagsField';
import { useFoodSave, type AfterSave } from './use-food-save';

const resolver = valibotResolver(foodRequestSchema) as unknown as Resolver<FoodFormValues, unknown, FoodRequest>;

type FoodFormProps = {
  db: ChefDb;
  /** The food being edited; null on create. */
  food: MenuRow | null;
  /** The menu on this device (the chef's other tags). */
  menu: readonly MenuRow[];
  start: FoodDraft;
  stored: FoodFormValues;
  /** A food made on this device whose photo still waits in the outbox. */
  photoWaiting: boolean;
  onSaved: AfterSave;
};

export function FoodForm({ db, food, menu, start, stored, photoWaiting, onSaved }: FoodFormProps) {
  const { t } = useTranslation('foodForm');
  const online = useOnline();
  const creating = food === null;
  const [restored] = useState(() => hasChanges(start, stored));
  const [photo, setPhoto] = useState<ChosenPhoto | null>(start.photo);
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const form = useForm<FoodFormValues, unknown, FoodRequest>({ mode: 'onTouched', resolver, defaultValues: start.values });
  const { errors, isSubmitting } = form.formState;
  const tags = useController({ control: form.control, name: 'tags' });
  const draftSaver = useDraftSaver(db, 'food');
  const saveLater = draftSaver.save;
  const { save, saveFood } = useFoodSave(db, food, onSaved);
  const sending = useEntrySending(db, save.state === 'saved' ? save.entryId : null);
  const upload = useEntryUpload(db, save.state === 'saved' ? save.entryId : null);
  const ref = start.ref;

  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: ({ values }) => saveLater({ ref, values: { ...values }, photo }) }),
    [form, saveLater, photo, ref],
  );

  const choosePhoto = useCallback(
    (chosen: ChosenPhoto | null) => {
      setPhoto(chosen);
      if (chosen) setPhotoError(undefined);
      saveLater({ ref, values: form.getValues(), photo: chosen });
    },
    [form, saveLater, ref],
  );
  const forgetPhoto = useCallback(() => choosePhoto(null), [choosePhoto]);

  const send = form.handleSubmit(async (request) => {
    if (creating && !photo) return;
    try {
      draftSaver.cancel();
      await saveFood(request, photo);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  });
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const missing = creating && !photo ? msg('imageRequired') : undefined;
    setPhotoError(missing);
    void send(event);
  };

  const discard = async () => {
    form.reset(stored);
    setPhoto(null);
    setPhotoError(undefined);
    draftSaver.cancel();
    await clearDraft(db, 'food');
    notify.info(t('discarded'));
  };

  const field = (name: Exclude<keyof FoodFormValues, 'tags'>) => ({ registration: form.register(name), error: errors[name]?.message });
  const description = field('description');
  const descriptionError = useFieldMessage(description.error);
  const busy = save.state !== 'editing';

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="6">
        <FormNotices offline={online ? null : t('offlineTyping')} restored={restored && save.state === 'editing' ? t('draftRestored') : null} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label={t('name')} autoComplete="off" size="lg" {...field('name')} />
          <TextField label={t('price')} inputMode="decimal" autoComplete="off" size="lg" helperText={t('priceHint')} {...field('price')} />
        </SimpleGrid>
        <Field.Root invalid={!!descriptionError}>
          <Field.Label>{t('description')}</Field.Label>
          <Textarea {...description.registration} rows={3} autoresize />
          {descriptionError ? <Field.ErrorText>{descriptionError}</Field.ErrorText> : <Field.HelperText>{t('descriptionHint')}</Field.HelperText>}
        </Field.Root>
        <TagsField
          tags={tags.field.value}
          otherTags={menu.filter((other) => other.key !== food?.key)}
          error={errors.tags?.message ?? errors.tags?.root?.message}
          onChange={(next) => tags.field.onChange(next)}
          onBlur={tags.field.onBlur}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label={t('dailyQuantity')} inputMode="numeric" autoComplete="off" size="lg" helperText={t('dailyQuantityHint')} {...field('daily_quantity')} />
          <TextField label={t('displayOrder')} inputMode="numeric" autoComplete="off" size="lg" helperText={t('displayOrderHint')} {...field('display_order')} />
        </SimpleGrid>
        <PhotoField currentUrl={food?.image_url ?? null} waiting={photoWaiting} photo={photo} error={photoError} onChosen={choosePhoto} onForget={forgetPhoto} />
        <OutboxProgress
          upload={upload}
          sending={sending}
          done={save.state === 'done'}
          texts={{ label: t('progress.label'), waiting: t('progress.waiting'), sending: t('progress.sending'), done: t('progress.done') }}
        />
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="end">
          <Button type="button" variant="ghost" size="lg" onClick={() => void discard()} disabled={isSubmitting || busy}>
            {t('discard')}
          </Button>
          <Button type="submit" colorPalette="primary" size="lg" loading={isSubmitting || (busy && save.state !== 'done')} disabled={busy}>
            {creating ? t('create') : t('save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
