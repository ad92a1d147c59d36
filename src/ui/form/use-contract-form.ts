// A react-hook-form form validated by a contract schema (the same rules the server applies).
// criteriaMode 'all' makes the valibot resolver run the whole pipe: with the default it stops after
// the object's own field errors, and a check across fields ("Passwords do not match.") would only
// show once every other field is valid.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as v from 'valibot';

export function useContractForm<T extends FieldValues>(
  schema: v.GenericSchema<T, T>,
  defaultValues: DefaultValues<T>,
) {
  return useForm<T>({ criteriaMode: 'all', resolver: valibotResolver(schema), defaultValues });
}
