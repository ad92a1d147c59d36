// A labelled text input bound to react-hook-form, with its error under the field (Field.ErrorText).
// Errors are contract keys (`validation:emailInvalid`) translated here, or the server's own text.
import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldMessage } from './field-message';

type TextFieldProps = Omit<InputProps, 'name' | 'onChange' | 'onBlur' | 'ref'> & {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  helperText?: string | undefined;
};

export function TextField({ label, registration, error, helperText, ...input }: TextFieldProps) {
  const message = useFieldMessage(error);
  return (
    <Field.Root invalid={!!message}>
      <Field.Label>{label}</Field.Label>
      <Input {...registration} {...input} />
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
