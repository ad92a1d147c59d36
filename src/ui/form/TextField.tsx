// A labelled text input bound to react-hook-form or a screen's state, with its error under the field (Field.ErrorText).
// Errors are contract keys (`validation:emailInvalid`) translated here, or the server's own text.
import { Field, Input, type InputProps } from '@chakra-ui/react';
import { fieldOrientation, horizontalLabel, type FieldLayout } from './field-layout';
import type { FieldBinding } from './field-binding';
import { FieldControl } from './FieldControl';
import { useFieldMessage } from './field-message';

type TextFieldProps = Omit<InputProps, 'name' | 'onChange' | 'onBlur' | 'ref'> & {
  label: string;
  registration: FieldBinding;
  error?: string | undefined;
  helperText?: string | undefined;
  /** Label above (default) or beside the input (from md). */
  layout?: FieldLayout;
};

export function TextField({ label, registration, error, helperText, layout, ...input }: TextFieldProps) {
  const message = useFieldMessage(error);
  return (
    <Field.Root invalid={!!message} orientation={fieldOrientation(layout)}>
      <Field.Label {...(layout === 'horizontal' ? horizontalLabel : {})}>{label}</Field.Label>
      <FieldControl layout={layout}>
        <Input {...registration} {...input} />
        {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
        {message && <Field.ErrorText>{message}</Field.ErrorText>}
      </FieldControl>
    </Field.Root>
  );
}
