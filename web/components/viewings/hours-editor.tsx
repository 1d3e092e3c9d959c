import { useState, type FormEvent, type ReactNode } from 'react';
import { Plus, X } from 'lucide-react';
import { VIEWING_HOURS_MAX_WINDOWS, type ViewingWindow } from '../../../common/viewings';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { errorMessage, isApiError } from '../../lib/api/http';
import { minuteText, parseMinute, WEEKDAY_NAMES } from '../../lib/viewings/viewing-time';

interface Row { weekday: number; start: string; end: string }
const toRows = (windows: readonly ViewingWindow[]): Row[] => windows.map((w) => ({ weekday: w.weekday, start: minuteText(w.startMinute), end: minuteText(w.endMinute) }));
/** Monday first, as people plan a week here. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

interface HoursEditorProps {
  idPrefix: string;
  windows: readonly ViewingWindow[];
  saving: boolean;
  onSave: (windows: ViewingWindow[], done: { onError: (error: unknown) => void }) => void;
  saveLabel?: string;
  /** Shown beside Save: another way out (for a listing, going back to the profile's hours). */
  extra?: ReactNode;
}

/** The weekly hours in which a lister takes viewings: any number of periods per day, Freetown time. */
export function HoursEditor({ idPrefix, windows, saving, onSave, saveLabel = 'Save viewing hours', extra }: HoursEditorProps) {
  const [rows, setRows] = useState<Row[]>(() => toRows(windows));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (index: number, next: Partial<Row>) => setRows(rows.map((r, i) => (i === index ? { ...r, ...next } : r)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<number, string> = {};
    const parsed: ViewingWindow[] = rows.map((r, i) => {
      const startMinute = parseMinute(r.start);
      const endMinute = parseMinute(r.end);
      if (startMinute === null || endMinute === null) found[i] = 'Please give both times, like 09:00.';
      else if (endMinute <= startMinute) found[i] = 'The end comes after the start.';
      else if (endMinute - startMinute < 60) found[i] = 'Leave at least an hour: a viewing takes about that long.';
      return { weekday: r.weekday, startMinute: startMinute ?? 0, endMinute: endMinute ?? 0 };
    });
    setErrors(found);
    setFormError(rows.length > VIEWING_HOURS_MAX_WINDOWS ? `At most ${VIEWING_HOURS_MAX_WINDOWS} periods a week.` : null);
    if (Object.keys(found).length > 0 || rows.length > VIEWING_HOURS_MAX_WINDOWS) return;
    onSave(parsed, {
      onError: (error) => {
        const fields = isApiError(error) ? error.fields ?? {} : {};
        const rowErrors: Record<number, string> = {};
        for (const [name, message] of Object.entries(fields)) {
          const match = /^windows\.(\d+)/.exec(name);
          if (match) rowErrors[Number(match[1])] = message;
        }
        setErrors(rowErrors);
        setFormError(Object.keys(rowErrors).length > 0 ? null : errorMessage(error, 'Your hours could not be saved. Please try again.'));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {WEEK.map((weekday) => {
          const dayRows = rows.map((r, i) => ({ r, i })).filter(({ r }) => r.weekday === weekday);
          const day = WEEKDAY_NAMES[weekday]!;
          return (
            <li key={weekday} className="space-y-2 p-3 sm:flex sm:items-start sm:gap-4 sm:space-y-0">
              <h3 className="w-28 shrink-0 pt-2 font-semibold text-slate-900">{day}</h3>
              <div className="flex-1 space-y-2">
                {dayRows.length === 0 ? <p className="pt-2 text-sm text-slate-600">No viewings</p> : null}
                {dayRows.map(({ r, i }, n) => (
                  <div key={i}>
                    <div className="flex items-end gap-2">
                      <div className="flex-1 space-y-1">
                        <Label htmlFor={`${idPrefix}-${i}-start`}><span className="sr-only">{day} </span>From{dayRows.length > 1 ? ` (${n + 1})` : ''}</Label>
                        <Input id={`${idPrefix}-${i}-start`} type="time" step={1800} value={r.start} onChange={(e) => set(i, { start: e.target.value })}
                          aria-invalid={errors[i] ? true : undefined} aria-describedby={errors[i] ? `${idPrefix}-${i}-error` : undefined} />
                      </div>
                      <div className="flex-1 space-y-1">
                        <Label htmlFor={`${idPrefix}-${i}-end`}><span className="sr-only">{day} </span>Until{dayRows.length > 1 ? ` (${n + 1})` : ''}</Label>
                        <Input id={`${idPrefix}-${i}-end`} type="time" step={1800} value={r.end} onChange={(e) => set(i, { end: e.target.value })}
                          aria-invalid={errors[i] ? true : undefined} aria-describedby={errors[i] ? `${idPrefix}-${i}-error` : undefined} />
                      </div>
                      <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${day} ${r.start}–${r.end}`} onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                        <X aria-hidden="true" />
                      </Button>
                    </div>
                    {errors[i] ? <p id={`${idPrefix}-${i}-error`} role="alert" className="mt-1 text-sm text-red-700">{errors[i]}</p> : null}
                  </div>
                ))}
                <Button type="button" variant="link" size="sm" onClick={() => setRows([...rows, { weekday, start: '09:00', end: '17:00' }])}>
                  <Plus aria-hidden="true" />Add hours<span className="sr-only"> on {day}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {formError ? <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">{formError}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={saving}>{saveLabel}</Button>
        {extra}
      </div>
    </form>
  );
}
