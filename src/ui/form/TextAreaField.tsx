// A labelled multi-line text bound to react-hook-form, growing with its content, its error under it.
import { Field, Textarea } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldControl } from './FieldControl';
import { useFieldMessage } from './field-message';
import { fieldOrientation, horizontalLabel, type FieldLayout } from './field-layout';

type TextAreaFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  helperText?: string | undefined;
  placeholder?: string;
  rows?: number;
  layout?: FieldLayout;
};

export function TextAreaField({ label, registration, error, helperText, placeholder, rows = 4, layout }: TextAreaFieldProps) {
  const message = useFieldMessage(error);
  return (
    <Field.Root invalid={!!message} orientation={fieldOrientation(layout)}>
      <Field.Label {...(layout === 'horizontal' ? horizontalLabel : {})}>{label}</Field.Label>
      <FieldControl layout={layout}>
        <Textarea {...registration} rows={rows} autoresize maxH="16rem" placeholder={placeholder} />
        {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
        {message && <Field.ErrorText>{message}</Field.ErrorText>}
      </FieldControl>
    </Field.Root>
  );
}
