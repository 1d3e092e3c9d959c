import { Landmark } from 'lucide-react';
import { rateDateLabel } from '../../../../common/exchange-rate';
import { useExchangeRateQuery } from '../../../lib/api/exchange-rate';
import { errorMessage } from '../../../lib/api/http';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ExchangeRateForm } from './exchange-rate-form';
import { StaleRateNotice } from '../../../components/admin/stale-rate-notice';

/** The rate in force and the form that changes it; loading and error states included. */
export function ExchangeRateSettings() {
  const rate = useExchangeRateQuery();
  return (
    <section aria-labelledby="exchange-rate-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Landmark className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="exchange-rate-title" className="text-lg font-semibold text-slate-900">Exchange rate</h2>
          <p className="text-sm text-slate-600">
            Every price shows "≈" the other currency at this rate, and price filters and sorts compare dollars and leones through it.
          </p>
        </div>
      </div>
      <div className="mt-5">
        {rate.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : rate.isError ? (
          <Alert variant="danger" title="The exchange rate could not be loaded">
            <p>{errorMessage(rate.error, 'Check your connection and try again.')}</p>
            <Button size="sm" variant="outline" className="mt-3" onClick={() => void rate.refetch()}>Try again</Button>
          </Alert>
        ) : (
          <>
            <StaleRateNotice />
            <p className="mb-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-700" data-testid="current-rate">
              In force: <strong>Le {rate.data.sllPerUsd} per $1</strong>, rate of {rateDateLabel(rate.data.date)}.
            </p>
            <ExchangeRateForm key={`${rate.data.sllPerUsd}-${rate.data.date}`} current={rate.data} />
          </>
        )}
      </div>
    </section>
  );
}
