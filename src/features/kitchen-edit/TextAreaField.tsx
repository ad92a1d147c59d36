// A labelled multi-line text bound to react-hook-form (the kitchen's description), its error under it.
import { Field, Textarea } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldMessage } from '@/ui/form';

type TextAreaFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  helperText?: string | undefined;
};

export function TextAreaField({ label, registration, error, helperText }: TextAreaFieldProps) {
  const message = useFieldMessage(error);
  return (
    <Field.Root invalid={!!message}>
      <Field.Label>{label}</Field.Label>
      <Textarea {...registration} rows={4} autoresize />
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
