// The API's answer to a refused viewing form, placed where the person looks: a time's own error beside it
// (fields `times.N` for a past or out-of-hours time), anything else (409 double booking, 429 too many requests,
// a listing no longer live) above the buttons.
import { errorMessage, isApiError } from '../api/http';

export interface ViewingFormErrors { [field: string]: string | undefined; form?: string; all?: string; note?: string; reason?: string }

export function viewingFormErrors(error: unknown, fallback: string): ViewingFormErrors {
  const out: ViewingFormErrors = {};
  const fields = isApiError(error) ? error.fields ?? {} : {};
  let placed = false;
  for (const [name, message] of Object.entries(fields)) {
    const time = /^times\.(\d+)$/.exec(name);
    if (time) out[time[1]!] = message;
    else if (name === 'times' || name === 'time') out.all = message;
    else if (name === 'note' || name === 'reason') out[name] = message;
    else continue;
    placed = true;
  }
  if (!placed) out.form = errorMessage(error, fallback);
  return out;
}
