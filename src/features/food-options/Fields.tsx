// Controlled form fields of the option forms (checked as the chef types, not on submit only): a
// labelled input or native select, 44 px tall, with its contract message under it.
import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useFieldMessage } from '@/ui/form';

type Common = {
  label: string;
  error?: string | undefined;
  helperText?: string;
  value: string;
  onChange: (value: string) => void;
};

export function TextInput({ label, error, helperText, value, onChange, inputMode, autoFocus }: Common & { inputMode?: 'decimal' | 'numeric'; autoFocus?: boolean }) {
  const message = useFieldMessage(error);
  return (
    <Field.Root invalid={!!message}>
      <Field.Label>{label}</Field.Label>
      <Input size="lg" value={value} inputMode={inputMode} autoFocus={autoFocus} autoComplete="off" onChange={(event) => onChange(event.target.value)} />
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}

export function SelectInput({ label, error, value, onChange, options }: Common & { options: { value: string; label: string }[] }) {
  const message = useFieldMessage(error);
  return (
    <Field.Root invalid={!!message}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
