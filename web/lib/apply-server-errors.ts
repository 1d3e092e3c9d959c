import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api/http';
// The forms that show server field errors validate with the shared schemas: same messages for people.
import '../../common/schemas/people-messages';

/**
 * Puts the API's per-field messages (`fields` in the error body) on the matching form fields.
 * Returns true when at least one field got a message, so the caller can skip a generic toast.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  let applied = false;
  for (const [name, message] of Object.entries(error.fields)) {
    if (!fieldNames.includes(name)) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
