// What ties a field to its form: react-hook-form's `register` (checked on submit), or a screen's own
// state (`controlled`: the value and a setter, for forms checked as the chef types).
import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type ChangeOfAField = ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
export type ControlledBinding = { value: string; onChange: (event: ChangeOfAField) => void };
export type FieldBinding = UseFormRegisterReturn | ControlledBinding;

export function controlled(value: string, onChange: (value: string) => void): ControlledBinding {
  return { value, onChange: (event) => onChange(event.target.value) };
}
