// Shared form pieces: labelled fields bound to react-hook-form and server error mapping.
export { TextField } from './TextField';
export { useFieldMessage } from './field-message';
export { showSubmitError } from './server-errors';
export { useContractForm } from './use-contract-form';
