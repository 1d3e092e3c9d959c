import { Link } from 'wouter';
import { ShieldAlert } from 'lucide-react';
import type { FraudFlag } from '../../../../common/api/trust';
import { FRAUD_FLAG_LABELS, FRAUD_FLAG_REJECTION_REASONS } from '../../../../common/trust';

/** The rejection reason to start from: the first flag's that is about the listing, which the admin can edit. */
export function flagRejectionReason(flags: FraudFlag[] | null | undefined): string | undefined {
  for (const flag of flags ?? []) if (flag.code !== 'check_failed') return FRAUD_FLAG_REJECTION_REASONS[flag.code];
  return undefined;
}

/** Each fraud flag in plain words with a link to its evidence; nothing when the listing raised none. */
export function FraudFlags({ flags, hiddenByReports }: { flags: FraudFlag[] | null | undefined; hiddenByReports?: boolean }) {
  if (!flags?.length && !hiddenByReports) return null;
  return (
    <section aria-label="Fraud checks" className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-950">
      <h4 className="flex items-center gap-1.5 font-semibold">
        <ShieldAlert className="size-4 shrink-0" aria-hidden="true" />
        {flags?.length ? `${flags.length} fraud check${flags.length === 1 ? '' : 's'} raised` : 'Hidden by reports'}
      </h4>
      {hiddenByReports ? <p>Hidden from the public by user reports until an admin acts on them (Reports page).</p> : null}
      <ul className="space-y-2">
        {(flags ?? []).map((flag) => (
          <li key={flag.code}>
            <p className="font-medium">{FRAUD_FLAG_LABELS[flag.code]}</p>
            <p>{flag.message}</p>
            {flag.evidence?.length ? (
              <p className="flex flex-wrap gap-x-3">
                {flag.evidence.map((e) => (
                  <Link key={e.url} href={e.url} className="font-semibold text-red-800 underline">
                    {e.label}
                  </Link>
                ))}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
