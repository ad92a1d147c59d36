// A labelled group of radio choices (44 px rows, side by side from sm when `inline`), controlled,
// with its error under the group.
import { Box, Field, HStack, RadioGroup, Stack } from '@chakra-ui/react';
import { coverInputStyle } from '@/ui/cover-input';
import { useFieldMessage } from './field-message';

type RadioGroupFieldProps<V extends string> = {
  label: string;
  name: string;
  options: readonly { value: V; label: string }[];
  value: V | '' | undefined;
  onChange: (value: V) => void;
  error?: string | undefined;
  helperText?: string | undefined;
  inline?: boolean;
};

export function RadioGroupField<V extends string>({ label, name, options, value, onChange, error, helperText, inline }: RadioGroupFieldProps<V>) {
  const message = useFieldMessage(error);
  return (
    <Field.Root invalid={!!message}>
      <RadioGroup.Root name={name} value={value || null} onValueChange={(details) => details.value && onChange(details.value as V)} colorPalette="primary" w="full">
        <RadioGroup.Label fontWeight="medium" fontSize="sm" mb="1" display="block">
          {label}
        </RadioGroup.Label>
        <Stack direction={inline ? { base: 'column', sm: 'row' } : 'column'} gap={inline ? { base: '0', sm: '6' } : '0'}>
          {options.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value} minH="11" cursor="pointer">
              <HStack gap="2">
                <Box as="span" position="relative" display="inline-flex">
                  <RadioGroup.ItemHiddenInput style={coverInputStyle} aria-invalid={!!message || undefined} />
                  <RadioGroup.ItemIndicator />
                </Box>
                <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
              </HStack>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
