// An on/off switch with its label (one 44 px row), controlled, with a helper text or its error.
import { Box, Field, Switch } from '@chakra-ui/react';
import type { Ref } from 'react';
import { coverInputStyle } from '@/ui/cover-input';
import { useFieldMessage } from './field-message';

type SwitchFieldProps = {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  helperText?: string | undefined;
};

export function SwitchField({ label, name, checked, onChange, onBlur, inputRef, error, helperText }: SwitchFieldProps) {
  const message = useFieldMessage(error);
  return (
    <Field.Root invalid={!!message}>
      <Switch.Root checked={checked} onCheckedChange={(details) => onChange(details.checked)} name={name} invalid={!!message} colorPalette="primary" size="lg" minH="11">
        <Box as="span" position="relative" display="inline-flex">
          <Switch.HiddenInput ref={inputRef} onBlur={onBlur} style={coverInputStyle} role="switch" />
          <Switch.Control />
        </Box>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
