import { formatPrice, rentSuffix } from '../../../../common/price';
import type { Listing } from '../../../../common/api/listings';

/** Wide screens: the price at the top of the side panel, on the first screen beside the photos. */
export function PanelPrice({ property: p }: { property: Listing }) {
  return (
    <div className="hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:block">
      <p className="text-sm font-medium text-slate-600">{p.propertyType === 'rent' ? 'Rent' : 'Price'}</p>
      <p className="text-3xl font-bold text-brand-800" data-testid="panel-price">
        {formatPrice(p, 'detail')}
        <span className="text-lg font-medium text-slate-600">{rentSuffix(p)}</span>
      </p>
    </div>
  );
}
