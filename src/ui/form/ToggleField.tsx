// What a checkbox and a switch field share: their props (controlled: react-hook-form's
// useController gives value and onChange) and the field around the control, with a helper text or
// its error under it. The control is drawn by the caller, told whether the field is invalid.
import { Field } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { useFieldMessage } from './field-message';

export type ToggleFieldProps = {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  helperText?: string | undefined;
};

type ToggleFrameProps = Pick<ToggleFieldProps, 'error' | 'helperText'> & { children: (invalid: boolean) => ReactNode };

export function ToggleFrame({ error, helperText, children }: ToggleFrameProps) {
  const message = useFieldMessage(error);
  return (
    <Field.Root invalid={!!message}>
      {children(!!message)}
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
