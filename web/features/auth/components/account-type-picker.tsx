import type { InputHTMLAttributes } from 'react';
import { Briefcase, House, Search, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface AccountTypeOption<V extends string> {
  value: V;
  label: string;
  description: string;
  icon: LucideIcon;
}

export const ACCOUNT_TYPE_OPTIONS = {
  owner: { value: 'owner', label: 'Property Owner', description: 'List your own property', icon: House },
  agent: { value: 'agent', label: 'Professional Agent', description: 'List client properties', icon: Briefcase },
  seeker: { value: 'seeker', label: 'Home Hunter', description: 'Browse and contact listers', icon: Search },
} as const satisfies Record<string, AccountTypeOption<string>>;

interface AccountTypePickerProps<V extends string> {
  legend: string;
  options: ReadonlyArray<AccountTypeOption<V>>;
  /** Props for every radio input: `register('userType')` from react-hook-form, or name/checked/onChange. */
  inputProps: (value: V) => InputHTMLAttributes<HTMLInputElement>;
  selected: V;
}

/** Native radio buttons styled as cards: keyboard arrows and screen readers work as with any radio group. */
export function AccountTypePicker<V extends string>({ legend, options, inputProps, selected }: AccountTypePickerProps<V>) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={cn('grid gap-2', options.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {options.map(({ value, label, description, icon: Icon }) => {
          const active = selected === value;
          return (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-2xl border p-3.5 transition-colors sm:flex-col sm:items-start',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                active ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:border-slate-300',
              )}
            >
              <input type="radio" value={value} className="sr-only" {...inputProps(value)} />
              <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', active ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-600')}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{label}</span>
                <span className="block text-sm text-slate-600">{description}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
