// A checkbox with its label (one 44 px row), controlled (react-hook-form's useController gives
// value and onChange), its error under it.
import { Box, Checkbox, Field } from '@chakra-ui/react';
import type { Ref } from 'react';
import { coverInputStyle } from '@/ui/cover-input';
import { useFieldMessage } from './field-message';

type CheckboxFieldProps = {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  helperText?: string | undefined;
};

export function CheckboxField({ label, name, checked, onChange, onBlur, inputRef, error, helperText }: CheckboxFieldProps) {
  const message = useFieldMessage(error);
  return (
    <Field.Root invalid={!!message}>
      <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)} name={name} invalid={!!message} colorPalette="primary" minH="11" alignItems="center">
        <Box as="span" position="relative" display="inline-flex">
          <Checkbox.HiddenInput ref={inputRef} onBlur={onBlur} style={coverInputStyle} />
          <Checkbox.Control />
        </Box>
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
