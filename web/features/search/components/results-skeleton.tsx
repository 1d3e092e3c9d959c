import { Spinner } from '../../../components/ui/spinner';
import { Skeleton } from '../../../components/ui/skeleton';

/**
 * 'Loading properties...' (spec) above grey cards the size of the real ones, so the page does not jump when
 * the listings arrive (nor the footer, which would otherwise sit in view and then be pushed away).
 */
export function ResultsSkeleton({ label = 'Loading properties...' }: { label?: string }) {
  return (
    <div aria-busy="true">
      <p role="status" className="mb-4 flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4 text-brand-700" label="" />
        {label}
      </p>
      <ul aria-hidden="true" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <Skeleton className="aspect-[4/3] rounded-none" />
            <div className="space-y-2.5 p-4">
              <Skeleton className="h-6 w-28" />
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="mt-4 h-9 w-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
