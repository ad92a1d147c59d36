// After a refused submit: the 422 `errors` map lands on the form's own fields (each under its
// input), and the spec's error toast shows the detail (section 8).
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { describeError, isApiError } from '@/api/errors';
import { notify } from '@/ui/toaster';

export function showSubmitError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): void {
  if (isApiError(error)) {
    for (const field of fields) {
      const first = error.errors[field]?.[0];
      if (first) setError(field, { type: 'server', message: first });
    }
  }
  notify.error(describeError(error));
}
