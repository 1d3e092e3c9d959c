import { Link } from 'wouter';
import { EXCHANGE_RATE_STALE_DAYS, isRateStale, rateAgeDays, rateDateLabel } from '../../../common/exchange-rate';
import { useExchangeRate } from '../../lib/api/exchange-rate';
import { Alert } from '../ui/alert';

/**
 * Tells an admin the leone-per-dollar rate is older than a month: every "≈" price and every cross-currency
 * filter uses it, and nothing else on the site says it has gone stale. Shown nowhere when the rate is recent or
 * not loaded (the settings page has its own loading and error states).
 */
export function StaleRateNotice({ linkToSettings = false }: { linkToSettings?: boolean }) {
  const rate = useExchangeRate();
  if (!rate || !isRateStale(rate)) return null;
  return (
    <Alert variant="warning" className="mb-6" title={`The exchange rate is ${rateAgeDays(rate)} days old`}>
      <p data-testid="stale-rate-notice">
        Prices are converted at Le {rate.sllPerUsd} per $1, the rate of {rateDateLabel(rate.date)}. Check today's rate and
        update it: a rate older than {EXCHANGE_RATE_STALE_DAYS} days can misprice every listing in the other currency.
        {linkToSettings ? (
          <>
            {' '}
            <Link href="/admin/settings" className="font-semibold underline">Update the rate</Link>
          </>
        ) : null}
      </p>
    </Alert>
  );
}
