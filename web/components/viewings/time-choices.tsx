import { Plus, X } from 'lucide-react';
import { VIEWING_MAX_TIMES } from '../../../common/viewings';
import { Button } from '../ui/button';
import { FieldError } from '../ui/field-error';
import { Label } from '../ui/label';
import { Select } from '../ui/select';
import type { DayOption } from '../../lib/viewings/viewing-time';

/** One proposed time: the day, then the start time on it ('' while not chosen yet). */
export interface TimeChoice { day: string; time: string }
export const EMPTY_CHOICE: TimeChoice = { day: '', time: '' };

interface TimeChoicesProps {
  idPrefix: string;
  days: DayOption[];
  choices: TimeChoice[];
  onChange: (choices: TimeChoice[]) => void;
  /** Per choice (index) or for the whole list ('all'). */
  errors?: Record<string, string | undefined>;
}

/** The picked times as the API takes them (ISO), skipping unfinished rows. */
export const chosenTimes = (choices: TimeChoice[]) => choices.map((c) => c.time).filter(Boolean);

/**
 * Up to three times, each a day and a start time from native selects (the phone's own picker). Only times the
 * caller offers can be picked, so a time outside the hours or in the past cannot be chosen by mistake.
 */
export function TimeChoices({ idPrefix, days, choices, onChange, errors = {} }: TimeChoicesProps) {
  const set = (index: number, next: TimeChoice) => onChange(choices.map((c, i) => (i === index ? next : c)));
  return (
    <fieldset className="space-y-3" aria-describedby={errors.all ? `${idPrefix}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-900">Times that suit you</legend>
      <p className="text-sm text-slate-600">Pick up to {VIEWING_MAX_TIMES}. Times are Freetown time; a viewing takes about an hour.</p>
      {choices.map((choice, index) => {
        const day = days.find((d) => d.key === choice.day);
        const n = index + 1;
        return (
          <div key={index} className="rounded-xl border border-slate-200 p-3">
            <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
              <div className="space-y-1">
                <Label htmlFor={`${idPrefix}-day-${n}`}>Day {choices.length > 1 ? `(choice ${n})` : ''}</Label>
                <Select id={`${idPrefix}-day-${n}`} value={choice.day} onChange={(e) => set(index, { day: e.target.value, time: '' })}
                  aria-invalid={errors[index] ? true : undefined} aria-describedby={errors[index] ? `${idPrefix}-error-${n}` : undefined}>
                  <option value="">Choose a day</option>
                  {days.map((d) => <option key={d.key} value={d.key}>{d.label}</option>)}
                </Select>
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${idPrefix}-time-${n}`}>Time {choices.length > 1 ? `(choice ${n})` : ''}</Label>
                <Select id={`${idPrefix}-time-${n}`} value={choice.time} disabled={!day} onChange={(e) => set(index, { ...choice, time: e.target.value })}
                  aria-invalid={errors[index] ? true : undefined} aria-describedby={errors[index] ? `${idPrefix}-error-${n}` : undefined}>
                  <option value="">{day ? 'Choose a time' : 'Day first'}</option>
                  {day?.times.map((t) => <option key={t.iso} value={t.iso}>{t.label}</option>)}
                </Select>
              </div>
              {choices.length > 1 ? (
                <Button type="button" variant="ghost" size="icon" aria-label={`Remove choice ${n}`} onClick={() => onChange(choices.filter((_, i) => i !== index))}>
                  <X aria-hidden="true" />
                </Button>
              ) : <span className="w-11" aria-hidden="true" />}
            </div>
            <FieldError id={`${idPrefix}-error-${n}`} message={errors[index]} />
          </div>
        );
      })}
      {choices.length < VIEWING_MAX_TIMES ? (
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...choices, EMPTY_CHOICE])}>
          <Plus aria-hidden="true" />Add another time
        </Button>
      ) : null}
      <FieldError id={`${idPrefix}-error`} message={errors.all} />
    </fieldset>
  );
}
