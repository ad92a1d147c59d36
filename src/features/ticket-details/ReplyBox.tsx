// The reply box under the conversation: the message (5-1000 characters, the contract's messages)
// and an optional attachment checked as soon as it is chosen. Sent through the outbox (offline
// too): the reply shows in the thread at once as "Waiting to send", the bar below follows it to
// the server. What the chef writes is kept as the 'ticketReply' draft as they go.
import { Alert, Button, Field, Heading, Stack, Textarea } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Send } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ticketReplySchema, TICKET_REPLY_MAX, type TicketReplyRequest } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import type { TicketRow } from '@/db/rows';
import { AttachmentField } from '@/ui/attachment/AttachmentField';
import type { ChosenAttachment } from '@/ui/attachment/chosen-attachment';
import { useFieldMessage } from '@/ui/form';
import { OutboxProgress, useEntrySending } from '@/ui/OutboxProgress';
import { useEntryUpload } from '@/ui/use-upload-status';
import { notify } from '@/ui/toaster';
import { useDraftSaver } from '@/ui/use-draft-autosave';
import { useOnline } from '@/ui/use-online';
import type { ReplyDraft, ReplyValues } from './reply-draft';
import { useReplySend } from './use-reply-send';

const resolver = valibotResolver(ticketReplySchema) as unknown as Resolver<ReplyValues, unknown, TicketReplyRequest>;

export function ReplyBox({ db, ticket, start }: { db: ChefDb; ticket: TicketRow; start: ReplyDraft }) {
  const { t } = useTranslation('ticketDetails');
  const online = useOnline();
  const [restored] = useState(() => start.values.message !== '' || start.attachment !== null);
  const [attachment, setAttachment] = useState<ChosenAttachment | null>(start.attachment);
  const form = useForm<ReplyValues, unknown, TicketReplyRequest>({ mode: 'onTouched', resolver, defaultValues: start.values });
  const { errors, isSubmitting } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' });
  const error = useFieldMessage(errors.message?.message);
  const draftSaver = useDraftSaver(db, 'ticketReply');
  const saveLater = draftSaver.save;
  const { sent, sendReply } = useReplySend(db, ticket);
  const sending = useEntrySending(db, sent && !sent.done ? sent.entryId : null);
  const upload = useEntryUpload(db, sent && !sent.done ? sent.entryId : null);
  const draftTicket = start.ticket;

  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: ({ values }) => saveLater({ ticket: draftTicket, values: { ...values }, attachment }) }),
    [form, saveLater, attachment, draftTicket],
  );
  const attach = useCallback(
    (chosen: ChosenAttachment | null) => {
      setAttachment(chosen);
      saveLater({ ticket: draftTicket, values: form.getValues(), attachment: chosen });
    },
    [form, saveLater, draftTicket],
  );

  const submit = form.handleSubmit(async (request) => {
    try {
      draftSaver.cancel();
      await sendReply(request.message, attachment);
      form.reset({ message: '' });
      setAttachment(null);
      draftSaver.cancel(); // the reset is no draft: the outbox keeps the reply
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : String(failure));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="reply-title" data-testid="reply-box">
      <Stack gap="4">
        <Heading as="h2" id="reply-title" size="lg">
          {t('reply.heading')}
        </Heading>
        {!online && (
          <Alert.Root status="warning" role="status">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{t('reply.offline')}</Alert.Title>
          </Alert.Root>
        )}
        {restored && sent === null && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{t('reply.draftRestored')}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={!!error}>
          <Field.Label>{t('reply.label')}</Field.Label>
          <Textarea {...form.register('message')} rows={4} autoresize size="lg" />
          {error ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {t('reply.hint')} {t('reply.count', { count: message.length, max: TICKET_REPLY_MAX })}
            </Field.HelperText>
          )}
        </Field.Root>
        <AttachmentField attachment={attachment} onChange={attach} testId="reply-attachment" />
        {sent && (
          <OutboxProgress
            upload={upload}
            sending={sending}
            done={sent.done}
            testId="reply-progress"
            texts={{ label: t('reply.progress.label'), waiting: t('reply.progress.waiting'), sending: t('reply.progress.sending'), done: t('reply.progress.done') }}
          />
        )}
        <Button type="submit" colorPalette="primary" size="lg" alignSelf={{ base: 'stretch', sm: 'end' }} loading={isSubmitting}>
          <Send aria-hidden="true" />
          {t('reply.send')}
        </Button>
      </Stack>
    </form>
  );
}
