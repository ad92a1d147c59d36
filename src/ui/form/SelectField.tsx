// A labelled native select bound to react-hook-form or a screen's state, 44 px tall, with an optional "choose" first
// entry and its error under it.
import { Field, NativeSelect } from '@chakra-ui/react';
import type { FieldBinding } from './field-binding';
import { FieldControl } from './FieldControl';
import { useFieldMessage } from './field-message';
import { fieldOrientation, horizontalLabel, type FieldLayout } from './field-layout';

type SelectFieldProps = {
  label: string;
  registration: FieldBinding;
  options: readonly { value: string; label: string }[];
  /** A first, empty entry ("Choose a city"). */
  placeholder?: string | undefined;
  error?: string | undefined;
  helperText?: string | undefined;
  autoComplete?: string;
  layout?: FieldLayout;
};

export function SelectField({ label, registration, options, placeholder, error, helperText, autoComplete, layout }: SelectFieldProps) {
  const message = useFieldMessage(error);
  return (
    <Field.Root invalid={!!message} orientation={fieldOrientation(layout)}>
      <Field.Label {...(layout === 'horizontal' ? horizontalLabel : {})}>{label}</Field.Label>
      <FieldControl layout={layout}>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field {...registration} autoComplete={autoComplete}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
        {message && <Field.ErrorText>{message}</Field.ErrorText>}
      </FieldControl>
    </Field.Root>
  );
}
