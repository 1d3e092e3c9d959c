import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ArrowRight, Bath, BedDouble, House, MapPin } from 'lucide-react';
import { FEATURED_PROPERTIES_COUNT } from '../../../../common/constants';
import { formatPrice, rentSuffix } from '../../../../common/price';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/spinner';

/** The fields this section reads from GET /api/properties?status=approved. */
interface FeaturedListing {
  id: string;
  title: string;
  address: string | null;
  location: string | null;
  propertyType: string | null;
  priceUSD: string | null;
  priceSLL: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  isPriceReduced: boolean;
  photos: Array<{ sm: string; md: string; width: number | null; height: number | null; placeholderColor: string | null }>;
}

export const FEATURED_KEY = ['/api/properties', { status: 'approved', limit: FEATURED_PROPERTIES_COUNT }] as const;

function FeaturedCard({ p }: { p: FeaturedListing }) {
  const photo = p.photos[0];
  return (
    <Link
      href={`/property/${p.id}`}
      className="group block overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
    >
      <div className="relative aspect-[4/3] bg-slate-100" style={{ backgroundColor: photo?.placeholderColor ?? undefined }}>
        {photo ? (
          <img
            src={photo.sm}
            srcSet={`${photo.sm} 480w, ${photo.md} 960w`}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
            alt=""
            loading="lazy"
            decoding="async"
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400">
            <House className="size-10" aria-hidden="true" />
          </div>
        )}
        <div className="absolute top-3 left-3 flex gap-1.5">
          <Badge className="bg-white/95 text-slate-800 shadow-sm">{p.propertyType === 'rent' ? 'For Rent' : 'For Sale'}</Badge>
          {p.isPriceReduced ? <Badge variant="danger" className="shadow-sm">Reduced</Badge> : null}
        </div>
      </div>
      <div className="space-y-1.5 p-4">
        <p className="text-xl font-bold text-brand-800">
          {formatPrice(p, 'card')}
          <span className="text-sm font-medium text-slate-500">{rentSuffix(p)}</span>
        </p>
        <h3 className="line-clamp-1 font-semibold text-slate-900">{p.title}</h3>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{p.address || p.location || 'Sierra Leone'}</span>
        </p>
        {p.bedrooms || p.bathrooms ? (
          <p className="flex gap-4 pt-1 text-sm text-slate-600">
            {p.bedrooms ? (
              <span className="inline-flex items-center gap-1.5">
                <BedDouble className="size-4" aria-hidden="true" /> {p.bedrooms} bed
              </span>
            ) : null}
            {p.bathrooms ? (
              <span className="inline-flex items-center gap-1.5">
                <Bath className="size-4" aria-hidden="true" /> {p.bathrooms} bath
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
    </Link>
  );
}

/** Up to 6 approved listings. Hidden when there are none (or they cannot load): an empty shop window says little. */
export function FeaturedListings() {
  const { data, isPending, isError } = useQuery<FeaturedListing[]>({ queryKey: FEATURED_KEY });
  const listings = (Array.isArray(data) ? data : []).slice(0, FEATURED_PROPERTIES_COUNT);
  if (isError || (!isPending && listings.length === 0)) return null;
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-6xl px-4 pt-16 sm:px-6">
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <h2 id="featured-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Featured properties</h2>
          <p className="mt-1 text-slate-600">Recently approved listings across Sierra Leone.</p>
        </div>
        <Link href="/login" className="inline-flex shrink-0 items-center gap-1.5 font-semibold text-brand-700 hover:underline">
          View All
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {isPending
          ? Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="aspect-[4/3.6] rounded-2xl" />)
          : listings.map((p) => <FeaturedCard key={p.id} p={p} />)}
      </div>
    </section>
  );
}
