// Create ticket's form: title, description and an optional attachment, validated on the device by
// the contract's rules (each message under its field on submit, and as the chef fixes a field they
// left), the attachment checked as soon as it is chosen. What the chef types and the file they
// attach are kept as the 'ticket' draft as they go (offline too).
import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCallback, useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ticketCreateSchema, TICKET_DESCRIPTION_MAX, TICKET_TITLE_MAX, type TicketCreateRequest, type TicketOrder } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { clearDraft } from '@/db/drafts';
import { AttachmentField } from '@/ui/attachment/AttachmentField';
import type { ChosenAttachment } from '@/ui/attachment/chosen-attachment';
import { FormNotices, TextField, useFieldMessage } from '@/ui/form';
import { OutboxProgress, useEntrySending } from '@/ui/OutboxProgress';
import { useEntryUpload } from '@/ui/use-upload-status';
import { notify } from '@/ui/toaster';
import { useDraftSaver } from '@/ui/use-draft-autosave';
import { useOnline } from '@/ui/use-online';
import { emptyTicket, ticketDraftName, type TicketDraft, type TicketFormValues } from './ticket-draft';
import { useTicketCreate } from './use-ticket-create';

const resolver = valibotResolver(ticketCreateSchema) as unknown as Resolver<TicketFormValues, unknown, TicketCreateRequest>;

export function TicketForm({ db, start, restored, order, onSent }: { db: ChefDb; start: TicketDraft; restored: boolean; order: TicketOrder | null; onSent: (ref: string) => void }) {
  const { t } = useTranslation('ticketCreate');
  const online = useOnline();
  const draftName = ticketDraftName(order);
  const [attachment, setAttachment] = useState<ChosenAttachment | null>(start.attachment);
  const form = useForm<TicketFormValues, unknown, TicketCreateRequest>({
    mode: 'onTouched',
    resolver,
    defaultValues: start.values,
  });
  const { errors, isSubmitting } = form.formState;
  const draftSaver = useDraftSaver(db, draftName);
  const saveLater = draftSaver.save;
  const { save, sendTicket } = useTicketCreate(db, draftName, order, onSent);
  const sending = useEntrySending(db, save.state === 'saved' ? save.entryId : null);
  const upload = useEntryUpload(db, save.state === 'saved' ? save.entryId : null);
  const description = useWatch({ control: form.control, name: 'description' });
  const title = useWatch({ control: form.control, name: 'title' });
  const descriptionError = useFieldMessage(errors.description?.message);
  const busy = save.state !== 'editing';

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => saveLater({ values: { ...values }, attachment }),
      }),
    [form, saveLater, attachment],
  );

  const attach = useCallback(
    (chosen: ChosenAttachment | null) => {
      setAttachment(chosen);
      saveLater({ values: form.getValues(), attachment: chosen });
    },
    [form, saveLater],
  );

  const submit = form.handleSubmit(async (request) => {
    try {
      draftSaver.cancel();
      await sendTicket(request, attachment);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  });

  const discard = async () => {
    form.reset(emptyTicket);
    setAttachment(null);
    draftSaver.cancel();
    await clearDraft(db, draftName);
    notify.info(t('discarded'));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="6">
        <FormNotices offline={online ? null : t('offlineTyping')} restored={restored && save.state === 'editing' ? t('draftRestored') : null} />
        <TextField
          label={t('fields.title')}
          autoComplete="off"
          size="lg"
          registration={form.register('title')}
          error={errors.title?.message}
          helperText={`${t('fields.titleHint')} ${t('count', { count: title.length, max: TICKET_TITLE_MAX })}`}
        />
        <Field.Root invalid={!!descriptionError}>
          <Field.Label>{t('fields.description')}</Field.Label>
          <Textarea {...form.register('description')} rows={6} autoresize size="lg" />
          {descriptionError ? (
            <Field.ErrorText>{descriptionError}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {t('fields.descriptionHint')}{' '}
              {t('count', {
                count: description.length,
                max: TICKET_DESCRIPTION_MAX,
              })}
            </Field.HelperText>
          )}
        </Field.Root>
        <AttachmentField attachment={attachment} onChange={attach} disabled={busy} />
        <OutboxProgress
          upload={upload}
          sending={sending}
          done={save.state === 'done'}
          texts={{
            label: t('progress.label'),
            waiting: t('progress.waiting'),
            sending: t('progress.sending'),
            done: t('progress.done'),
          }}
        />
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="end">
          <Button type="button" variant="ghost" size="lg" onClick={() => void discard()} disabled={isSubmitting || busy}>
            {t('discard')}
          </Button>
          <Button type="submit" colorPalette="primary" size="lg" loading={isSubmitting || (busy && save.state !== 'done')} disabled={busy}>
            {t('send')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
