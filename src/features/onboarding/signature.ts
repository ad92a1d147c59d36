// The checks of the contract form, on the device: a typed name, the chef's full name as in the
// profile (the server checks the same), and the ticked acceptance. Messages are contract keys.
import { signatureMatches, type ValidationMessageKey } from '@/contract';

export type SignatureValues = { signature_name: string; accepted: boolean };
export type SignatureErrors = Partial<Record<keyof SignatureValues, `validation:${ValidationMessageKey}`>>;

export function signatureErrors(values: SignatureValues, chef: { first_name: string; last_name: string } | null): SignatureErrors {
  const errors: SignatureErrors = {};
  if (!values.signature_name.trim()) errors.signature_name = 'validation:signatureRequired';
  else if (!chef || !signatureMatches(values.signature_name, chef)) errors.signature_name = 'validation:signatureMismatch';
  if (!values.accepted) errors.accepted = 'validation:contractAcceptRequired';
  return errors;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A stored contract draft read back (untrusted): the typed name and the tick, else empty. */
export function restoreSignatureDraft(stored: unknown): SignatureValues {
  const values: SignatureValues = { signature_name: '', accepted: false };
  if (!isRecord(stored)) return values;
  if (typeof stored.signature_name === 'string') values.signature_name = stored.signature_name;
  if (stored.accepted === true) values.accepted = true;
  return values;
}
