import { Bath, BedDouble, Check, Ruler } from 'lucide-react';
import { featureLabel, groupDigits, longDate, shortId } from '../../../../common/format';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import type { Listing } from '../../../../common/api/listings';
import { squareFeetToTownLots, townLotsText } from '../../../../common/land-size';

const STATUS: Record<string, { label: string; variant: BadgeVariant }> = {
  approved: { label: 'Approved', variant: 'success' },
  pending: { label: 'Pending Review', variant: 'warning' },
  rejected: { label: 'Rejected', variant: 'danger' },
  draft: { label: 'Draft', variant: 'neutral' },
};

function Fact({ icon: Icon, value, label }: { icon: typeof Bath; value: string; label: string }) {
  return (
    <div className="flex flex-col items-start gap-2 rounded-2xl border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:gap-3 sm:p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="text-lg leading-tight font-bold text-slate-900">{value}</p>
        <p className="text-sm text-slate-600">{label}</p>
      </div>
    </div>
  );
}

/** Rooms and size, description, features and listing details. */
export function ListingFacts({ property: p }: { property: Listing }) {
  const status = STATUS[p.status] ?? { label: p.status, variant: 'neutral' as const };
  const facts = [
    p.bedrooms ? { icon: BedDouble, value: String(p.bedrooms), label: p.bedrooms === 1 ? 'Bedroom' : 'Bedrooms' } : null,
    p.bathrooms ? { icon: Bath, value: String(p.bathrooms), label: p.bathrooms === 1 ? 'Bathroom' : 'Bathrooms' } : null,
    p.squareFootage
      ? p.propertyCategory === 'land'
        ? { icon: Ruler, value: townLotsText(squareFeetToTownLots(p.squareFootage)), label: `${groupDigits(p.squareFootage)} sq ft` }
        : { icon: Ruler, value: groupDigits(p.squareFootage), label: 'Square feet' }
      : null,
  ].filter((f) => f !== null);
  return (
    <div className="space-y-8">
      {facts.length > 0 ? (
        <div className="grid grid-cols-3 gap-2 sm:gap-3">
          {facts.map((f) => <Fact key={f.label} {...f} />)}
        </div>
      ) : null}

      {p.description ? (
        <section aria-labelledby="description-title">
          <h2 id="description-title" className="mb-2 text-lg font-semibold text-slate-900">Description</h2>
          <p className="leading-relaxed whitespace-pre-line text-slate-700">{p.description}</p>
        </section>
      ) : null}

      {p.features.length > 0 ? (
        <section aria-labelledby="features-title">
          <h2 id="features-title" className="mb-3 text-lg font-semibold text-slate-900">Features</h2>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {p.features.map((f) => (
              <li key={f} className="flex items-center gap-2 text-slate-700">
                <Check className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                {featureLabel(f)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="listing-details-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <h2 id="listing-details-title" className="mb-3 text-lg font-semibold text-slate-900">Listing details</h2>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600">Listed on</dt>
            <dd className="font-medium text-slate-900">{longDate(new Date(p.createdAt))}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Property ID</dt>
            <dd className="font-mono font-medium text-slate-900">{shortId(p.id)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Status</dt>
            <dd><Badge variant={status.variant}>{status.label}</Badge></dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
