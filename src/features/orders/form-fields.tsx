// Fields of the order action dialogs: a notes textarea and a radio group of reasons (big rows,
// easy to hit), both bound to react-hook-form, with the field's error under it (contract keys go
// through i18next via useFieldMessage).
import { Box, Field, HStack, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { coverInputStyle } from '@/ui/cover-input';
import { useFieldMessage } from '@/ui/form';
import { useStyleWarmUp } from '@/ui/style-warm-up';

type NotesProps = { label: string; registration: UseFormRegisterReturn; error?: string | undefined; helperText?: string; placeholder?: string };

export function NotesField({ label, registration, error, helperText, placeholder }: NotesProps) {
  const message = useFieldMessage(error);
  return (
    <Field.Root invalid={!!message}>
      <Field.Label>{label}</Field.Label>
      <Textarea {...registration} rows={3} autoresize maxH="12rem" placeholder={placeholder} />
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}

type ReasonProps<R extends string> = {
  label: string;
  reasons: readonly R[];
  labelOf: (reason: R) => string;
  value: R | undefined;
  onChange: (reason: R) => void;
  error?: string | undefined;
  name: string;
};

export function ReasonRadioGroup<R extends string>({ label, reasons, labelOf, value, onChange, error, name }: ReasonProps<R>) {
  const message = useFieldMessage(error);
  // Warming up (src/ui/style-warm-up.tsx), the first reason looks chosen: both looks of an item.
  const chosen = useStyleWarmUp() ? reasons[0] : value;
  return (
    <Field.Root invalid={!!message}>
      <RadioGroup.Root
        name={name}
        value={value ?? null}
        onValueChange={(details) => details.value && onChange(details.value as R)}
        colorPalette="primary"
        w="full"
      >
        <RadioGroup.Label fontWeight="medium" fontSize="sm" mb="2" display="block">
          {label}
        </RadioGroup.Label>
        <Stack gap="2">
          {reasons.map((reason) => (
            <RadioGroup.Item
              key={reason}
              value={reason}
              cursor="pointer"
              minH="12"
              px="3"
              rounded="l2"
              borderWidth="1px"
              borderColor={chosen === reason ? 'primary.solid' : 'border'}
              bg={chosen === reason ? 'primary.subtle' : 'transparent'}
              transition="background-color 0.15s, border-color 0.15s"
              _hover={{ bg: chosen === reason ? 'primary.subtle' : 'bg.muted' }}
            >
              <HStack gap="3">
                <Box as="span" position="relative" display="inline-flex">
                  <RadioGroup.ItemHiddenInput style={coverInputStyle} />
                  <RadioGroup.ItemIndicator />
                </Box>
                <RadioGroup.ItemText fontSize="md">{labelOf(reason)}</RadioGroup.ItemText>
              </HStack>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
