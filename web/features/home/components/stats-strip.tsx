import { Building, House, LandPlot, Layers } from 'lucide-react';
import { groupDigits } from '../../../../common/format';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePropertyStats } from '../../../lib/api/listings';

/** Live listing counts. The Land tile shows land plus investment (spec). Hidden if the numbers cannot load. */
export function StatsStrip() {
  const { data, isPending, isError } = usePropertyStats();
  // Zero listings (a new install) says nothing good about the market: show the strip once there is something to count.
  if (isError || data?.total === 0) return null;
  const tiles = [
    { label: 'Properties listed', value: data?.total, icon: Layers },
    { label: 'Residential', value: data?.residential, icon: House },
    { label: 'Commercial', value: data?.commercial, icon: Building },
    { label: 'Land', value: data ? data.land + data.investment : undefined, icon: LandPlot },
  ];
  return (
    <section aria-label="Listings on Salone Homes" className="relative z-10 mx-auto -mt-8 max-w-5xl px-4 sm:px-6">
      <ul className="grid grid-cols-2 gap-px overflow-hidden rounded-3xl border border-slate-200 bg-slate-200 shadow-lg shadow-slate-900/5 md:grid-cols-4">
        {tiles.map(({ label, value, icon: Icon }) => (
          <li key={label} className="flex items-center gap-3 bg-white p-4 sm:p-5">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              {isPending ? (
                <Skeleton className="h-7 w-12" />
              ) : (
                <p className="text-2xl font-bold text-slate-900">{groupDigits(value ?? 0)}</p>
              )}
              <p className="text-sm text-slate-600">{label}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
