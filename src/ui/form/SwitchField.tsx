// An on/off switch with its label (one 44 px row), controlled, with a helper text or its error.
import { Box, Switch } from '@chakra-ui/react';
import { coverInputStyle } from '@/ui/cover-input';
import { ToggleFrame, type ToggleFieldProps } from './ToggleField';

export function SwitchField({ label, name, checked, onChange, onBlur, inputRef, error, helperText }: ToggleFieldProps) {
  return (
    <ToggleFrame error={error} helperText={helperText}>
      {(invalid) => (
        <Switch.Root checked={checked} onCheckedChange={(details) => onChange(details.checked)} name={name} invalid={invalid} colorPalette="primary" size="lg" minH="11">
          <Box as="span" position="relative" display="inline-flex">
            <Switch.HiddenInput ref={inputRef} onBlur={onBlur} style={coverInputStyle} role="switch" />
            <Switch.Control />
          </Box>
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
      )}
    </ToggleFrame>
  );
}
