// Onboarding step 3 (on /pending-approval while the status is document_uploaded): read the
// contract to its end, type the full name and tick the acceptance. The signature goes through the outbox, so
// an offline chef can sign and it is sent later; the typed name is kept as a draft meanwhile.
import { Button, Center, Checkbox, Field, Spinner, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Contract, User } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { useFieldMessage, TextField } from '@/ui/form';
import { notify } from '@/ui/toaster';
import { ContractText } from './ContractText';
import { signContract } from './mutations';
import { Notice } from './Notice';
import { useContract, useInitialDraft } from './queries';
import { whenSettled } from '@/sync/engine/settled';
import { restoreSignatureDraft, signatureErrors, type SignatureValues } from './signature';
import { useDraftAutosave } from '@/ui/use-draft-autosave';

export function ContractStep({ db, profile }: { db: ChefDb; profile: User | null }) {
  const { t } = useTranslation('onboarding');
  const contract = useContract(db);
  const draft = useInitialDraft(db, 'contract');
  if (contract === undefined || !draft.loaded) {
    return (
      <Center py="10" gap="3" color="fg.muted">
        <Spinner size="sm" />
        {t('loading')}
      </Center>
    );
  }
  if (contract === null) return <Notice tone="offline">{t('contract.unavailable')}</Notice>;
  return <ReadAndSign db={db} contract={contract} profile={profile} defaults={restoreSignatureDraft(draft.values)} />;
}

type SignatureFormProps = { db: ChefDb; contract: Contract; profile: User | null; defaults: SignatureValues };

/** Signing waits until the chef has scrolled to the end of the text. */
function ReadAndSign(props: SignatureFormProps) {
  const region = useRef<HTMLDivElement>(null);
  const [readToEnd, setReadToEnd] = useState(false);
  const [notReadYet, setNotReadYet] = useState(false);
  const onReadToEnd = useCallback(() => setReadToEnd(true), []);
  const onNotRead = useCallback(() => {
    setNotReadYet(true);
    region.current?.focus();
  }, []);
  return (
    <Stack gap="6">
      <ContractText contract={props.contract} readToEnd={readToEnd} onReadToEnd={onReadToEnd} notReadYet={notReadYet} region={region} />
      <SignatureForm {...props} readToEnd={readToEnd} onNotRead={onNotRead} />
    </Stack>
  );
}

function SignatureForm({ db, contract, profile, defaults, readToEnd, onNotRead }: SignatureFormProps & { readToEnd: boolean; onNotRead: () => void }) {
  const { t } = useTranslation('onboarding');
  const resolver: Resolver<SignatureValues> = (values) => {
    const errors = signatureErrors(values, profile);
    const fieldErrors = Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, { type: 'validate', message }]));
    return Object.keys(errors).length > 0 ? { values: {}, errors: fieldErrors } : { values, errors: {} };
  };
  const form = useForm<SignatureValues>({ resolver, defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const acceptMessage = useFieldMessage(errors.accepted?.message);
  const saveLater = useDraftAutosave(db, 'contract');
  useEffect(() => {
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => saveLater({ ...values }) });
  }, [form, saveLater]);

  const submit = form.handleSubmit(async (values) => {
    if (!readToEnd) {
      onNotRead();
      return;
    }
    try {
      const entry = await signContract(db, contract.version, values.signature_name);
      void whenSettled(db, entry.id).then((outcome) => {
        if (outcome.accepted) notify.success(t('contract.signed'));
        else notify.error(outcome.refusal.reason);
      });
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  });

  const fullName = profile ? `${profile.first_name} ${profile.last_name}` : '';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <TextField
          label={t('contract.signatureName')}
          autoComplete="name"
          helperText={fullName ? t('contract.signatureHint', { name: fullName }) : undefined}
          registration={form.register('signature_name')}
          error={errors.signature_name?.message}
        />
        <Field.Root invalid={!!acceptMessage}>
          <Controller
            control={form.control}
            name="accepted"
            render={({ field }) => (
              <Checkbox.Root
                checked={field.value}
                onCheckedChange={(details) => field.onChange(details.checked === true)}
                name={field.name}
                invalid={!!acceptMessage}
                colorPalette="primary"
                alignItems="start"
              >
                <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label>{t('contract.accept')}</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          {acceptMessage && <Field.ErrorText>{acceptMessage}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" colorPalette="primary" size="lg" alignSelf={{ base: 'stretch', sm: 'end' }} loading={isSubmitting}>
          {t('contract.submit')}
        </Button>
      </Stack>
    </form>
  );
}
