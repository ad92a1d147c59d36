// Shared form pieces: labelled fields bound to react-hook-form (text, multi-line, select, checkbox,
// switch, radio group; label above or beside) and server error mapping. /uikit/formlayout shows them all.
export { TextField } from './TextField';
export { TextAreaField } from './TextAreaField';
export { SelectField } from './SelectField';
export { CheckboxField } from './CheckboxField';
export { SwitchField } from './SwitchField';
export { RadioGroupField } from './RadioGroupField';
export { FormNotices } from './FormNotices';
export type { FieldLayout } from './field-layout';
export { controlled, type FieldBinding } from './field-binding';
export { useFieldMessage } from './field-message';
export { showSubmitError } from './server-errors';
export { useContractForm } from './use-contract-form';
