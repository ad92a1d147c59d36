// A checkbox with its label (one 44 px row), controlled (react-hook-form's useController gives
// value and onChange), its error under it.
import { Box, Checkbox } from '@chakra-ui/react';
import { coverInputStyle } from '@/ui/cover-input';
import { ToggleFrame, type ToggleFieldProps } from './ToggleField';

export function CheckboxField({ label, name, checked, onChange, onBlur, inputRef, error, helperText }: ToggleFieldProps) {
  return (
    <ToggleFrame error={error} helperText={helperText}>
      {(invalid) => (
        <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)} name={name} invalid={invalid} colorPalette="primary" minH="11" alignItems="center">
          <Box as="span" position="relative" display="inline-flex">
            <Checkbox.HiddenInput ref={inputRef} onBlur={onBlur} style={coverInputStyle} />
            <Checkbox.Control />
          </Box>
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    </ToggleFrame>
  );
}
