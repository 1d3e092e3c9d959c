import { Check } from 'lucide-react';
import type { AccountStatus } from '../../../../common/constants';
import { APPROVAL_TIME_TEXT } from '../../../../common/constants';
import { cn } from '../../../lib/cn';

/** Where the account is on its way to approval: created, under review, decided. */
export function ApprovalSteps({ status }: { status: AccountStatus }) {
  const steps = [
    { label: 'Account created', done: true },
    { label: `Review by our team (${APPROVAL_TIME_TEXT})`, done: status !== 'pending', current: status === 'pending' },
    { label: status === 'rejected' ? 'Not approved' : 'Approved: listings go live', done: status === 'approved', failed: status === 'rejected' },
  ];
  return (
    <ol className="space-y-3 text-left">
      {steps.map((step, i) => (
        <li key={step.label} className="flex items-center gap-3">
          <span
            className={cn(
              'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
              step.failed ? 'bg-red-100 text-red-700' : step.done ? 'bg-brand-700 text-white' : step.current ? 'bg-amber-100 text-amber-800 ring-2 ring-amber-300' : 'bg-slate-100 text-slate-500',
            )}
            aria-hidden="true"
          >
            {step.done ? <Check className="size-4" /> : i + 1}
          </span>
          <span className={cn('text-sm', step.current ? 'font-semibold text-slate-900' : 'text-slate-700')}>
            {step.label}
            {step.current ? <span className="sr-only"> (current step)</span> : null}
            {step.done ? <span className="sr-only"> (done)</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
