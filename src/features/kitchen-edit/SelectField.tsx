// A labelled native select bound to react-hook-form (the city, the delivery option), 44 px tall,
// with its error under it.
import { Field, NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldMessage } from '@/ui/form';

type SelectFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  options: { value: string; label: string }[];
  error?: string | undefined;
  helperText?: string | undefined;
  autoComplete?: string;
};

export function SelectField({ label, registration, options, error, helperText, autoComplete }: SelectFieldProps) {
  const message = useFieldMessage(error);
  return (
    <Field.Root invalid={!!message}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field {...registration} autoComplete={autoComplete}>
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
    </Field.Root>
  );
}
