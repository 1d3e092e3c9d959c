import { useDataSaver } from '../../../lib/data-saver';
import { groupDigits } from '../../../../common/format';
import type { GuideKind } from '../../../../common/api/price-guides';
import { dollars, GuideMoneyText, leones } from './guide-money';

// The chart's colours (server/lib/svg-chart.ts: the first line colour, the band's fill): the key below names them.
const MEDIAN_COLOR = '#0f766e';
const BAND_COLOR = '#99f6e4';

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * One kind of listing in an area: this month's median and typical range in both currencies with the count behind
 * them, the 12-month chart (the server's SVG picture) and the same months as a table (what a screen reader reads;
 * with data saver on, the table alone, open).
 */
export function GuideKindCard({ kind, minListings, headingId }: { kind: GuideKind; minListings: number; headingId: string }) {
  const dataSaver = useDataSaver();
  const { current } = kind;
  const perMonth = kind.propertyType === 'rent' ? ' a month' : '';
  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <header className="space-y-1">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">{capitalized(kind.label)}</h3>
        <p className="text-sm text-slate-600">
          {current.median
            ? `${current.label}: from ${groupDigits(current.listings)} live listings`
            : `${current.label}: ${current.listings ? `only ${groupDigits(current.listings)} live listing${current.listings === 1 ? '' : 's'}` : 'no live listings'}, fewer than ${minListings}, so no figure is shown`}
        </p>
      </header>

      {current.median && current.low && current.high ? (
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-brand-50 p-3">
            <dt className="text-sm font-medium text-slate-700">Median asking {kind.propertyType === 'rent' ? 'rent' : 'price'}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900"><GuideMoneyText money={current.median} />{perMonth ? <span className="sr-only">{perMonth}</span> : null}</dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm font-medium text-slate-700">Typical range</dt>
            <dd className="mt-1 text-base font-semibold text-slate-900">
              <span className="block">{leones(current.low)} to {leones(current.high)}</span>
              <span className="block text-xs font-normal text-slate-600">≈ {dollars(current.low)} to {dollars(current.high)}{perMonth}</span>
            </dd>
          </div>
        </dl>
      ) : null}

      <div className="space-y-2">
        {dataSaver ? (
          <p className="text-sm text-slate-600">Chart not loaded to save data. The months are in the table below.</p>
        ) : (
          <>
            <img src={kind.chartUrl} alt={kind.chartDescription} width={480} height={260} loading="lazy" className="h-auto w-full rounded-xl border border-slate-100" />
            <ul className="flex flex-wrap gap-4 text-xs text-slate-700" aria-label="Chart key">
              <li className="inline-flex items-center gap-1.5"><span aria-hidden="true" className="inline-block h-1 w-5 rounded-full" style={{ backgroundColor: MEDIAN_COLOR }} />Median</li>
              <li className="inline-flex items-center gap-1.5"><span aria-hidden="true" className="inline-block h-3 w-5 rounded-sm" style={{ backgroundColor: BAND_COLOR }} />Typical range (middle half of prices)</li>
            </ul>
          </>
        )}
        <details open={dataSaver} className="rounded-xl bg-slate-50 px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium text-slate-800">Month by month</summary>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-xs tabular-nums sm:text-sm">
              <caption className="sr-only">{`${capitalized(kind.label)}, asking ${kind.propertyType === 'rent' ? 'rent a month' : 'price'} month by month`}</caption>
              <thead className="text-xs whitespace-nowrap text-slate-600">
                <tr>
                  <th scope="col" className="py-1 pr-2">Month</th>
                  <th scope="col" className="py-1 pr-2 text-right">Median</th>
                  <th scope="col" className="py-1 pr-2 text-right">Typical range</th>
                  <th scope="col" className="py-1 text-right">Listings</th>
                </tr>
              </thead>
              <tbody className="text-slate-800">
                {[...kind.history].reverse().map((m) => (
                  <tr key={m.month} className="border-t border-slate-200">
                    <th scope="row" className="py-1 pr-2 font-normal whitespace-nowrap">{m.label}</th>
                    <td className="py-1 pr-2 text-right">{m.median ? <>{leones(m.median)}<span className="block text-xs text-slate-600">≈ {dollars(m.median)}</span></> : '—'}</td>
                    <td className="py-1 pr-2 text-right">{m.low && m.high ? `${leones(m.low)} to ${leones(m.high)}` : '—'}</td>
                    <td className="py-1 text-right">{m.median ? groupDigits(m.listings) : m.listings ? `${groupDigits(m.listings)} (too few)` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </div>
    </article>
  );
}
