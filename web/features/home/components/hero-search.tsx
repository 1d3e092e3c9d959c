import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { BadgeCheck, HandCoins, MapPin, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { readLastListingKind, rememberListingKind, type ListingKindChoice } from '../../../lib/last-listing-kind';
import { useMediaQuery } from '../../../lib/use-media-query';
import { HeroIllustration } from './hero-illustration';

/** The URL the hero search leads to; an empty location and "Any" are left out rather than sent blank. */
export function heroSearchHref(location: string, propertyType: ListingKindChoice): string {
  const params = new URLSearchParams();
  if (location.trim()) params.set('location', location.trim());
  if (propertyType !== 'any') params.set('propertyType', propertyType);
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}

const KIND_LABELS: Record<ListingKindChoice, string> = { any: 'Any', sale: 'For Sale', rent: 'For Rent' };

export function HeroSearch() {
  const [, navigate] = useLocation();
  const [location, setLocation] = useState('');
  const [type, setType] = useState<ListingKindChoice>('any');
  // After the first paint: reading storage can wait on the browser, and Any is right until then.
  useEffect(() => setType(readLastListingKind()), []);
  // Drawn only where they show: the illustration on wide screens, the town suggestions once the box is used.
  // On a phone's first screen that is about fifty elements fewer to build, style and lay out at start-up.
  const wide = useMediaQuery('(min-width: 64rem)');
  // The place names (about 1.4 KB) load on the first focus of the box, not with the home page.
  const [suggestions, setSuggestions] = useState<readonly string[] | null>(null);
  const suggest = () => {
    if (!suggestions) void import('../town-names').then((m) => setSuggestions(m.townNames()));
  };
  // On a page the server drew, a reader on a slow line may tap the box before the app has started: the focus
  // event came before any handler, so offer the towns as soon as the app finds the box in use.
  useEffect(() => {
    if (document.activeElement?.id === 'hero-location') suggest();
    // Once, at start: later focuses have their handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The form's own fields, not the state: on a page the server drew, a reader may type and choose before the
  // app has started (without it, the form is a plain GET to /search with the same fields).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const kind = form.get('propertyType');
    navigate(heroSearchHref(String(form.get('location') ?? location), kind === 'sale' || kind === 'rent' ? kind : 'any'));
  };

  return (
    <section className="relative overflow-hidden bg-brand-800 text-white md:mx-4 md:rounded-[2rem]">
      {/* Soft shapes in CSS: the hero costs no image download. */}
      <div aria-hidden="true" className="absolute -top-32 -right-20 size-96 rounded-full bg-brand-600/50 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-40 -left-24 size-96 rounded-full bg-accent-600/35 blur-3xl" />
      {wide && (
        <HeroIllustration className="pointer-events-none absolute right-0 bottom-0 w-[min(40vw,520px)] [mask-image:linear-gradient(to_right,transparent,black_35%)]" />
      )}
      <div className="relative mx-auto max-w-6xl px-4 pt-10 pb-12 sm:px-6 md:pt-16 md:pb-20">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/15">
          <BadgeCheck className="size-4" aria-hidden="true" />
          Every listing reviewed before it goes live
        </p>
        <h1 className="mt-5 max-w-3xl text-4xl leading-[1.1] font-bold tracking-tight sm:text-5xl md:text-6xl">
          Find your next home in Sierra Leone
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">
          Houses, flats and land for sale or rent, from Freetown to Bo, Kenema and Makeni. Free to browse, no commission fees.
        </p>

        <form onSubmit={onSubmit} method="get" action="/search" role="search" aria-label="Find a property" className="mt-8 max-w-3xl rounded-3xl bg-white p-3 text-slate-900 shadow-2xl shadow-brand-950/30 sm:p-4">
          <fieldset className="mb-3 flex gap-1 rounded-2xl bg-slate-100 p-1">
            <legend className="sr-only">Looking to</legend>
            {(['any', 'sale', 'rent'] as const).map((value) => (
              <label
                key={value}
                className={cn(
                  'flex flex-1 cursor-pointer items-center justify-center rounded-xl py-2 text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                  type === value ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                <input type="radio" name="propertyType" value={value} checked={type === value} onChange={() => { setType(value); rememberListingKind(value); }} className="sr-only" />
                {KIND_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor="hero-location" className="sr-only">
              Location
            </label>
            <div className="relative flex-1">
              <MapPin className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
              <input
                id="hero-location"
                name="location"
                list="hero-locations"
                value={location}
                onChange={(e) => setLocation(e.target.value)}
                onFocus={suggest}
                placeholder="Town or area, e.g. Lumley"
                autoComplete="off"
                className="h-12 w-full rounded-2xl border border-slate-300 bg-white pr-3 pl-11 text-base placeholder:text-slate-400 focus:border-brand-600 focus:ring-3 focus:ring-brand-600/20 focus:outline-none"
              />
              {suggestions && (
                <datalist id="hero-locations">
                  {suggestions.map((name) => (
                    <option key={name} value={name} />
                  ))}
                </datalist>
              )}
            </div>
            <Button type="submit" size="lg" className="h-12 rounded-2xl px-7">
              <Search aria-hidden="true" />
              Search
            </Button>
          </div>
        </form>

        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
          <li className="inline-flex items-center gap-2">
            <HandCoins className="size-4" aria-hidden="true" />
            No commission fees
          </li>
          <li className="inline-flex items-center gap-2">
            <BadgeCheck className="size-4" aria-hidden="true" />
            No hidden fees
          </li>
        </ul>
      </div>
    </section>
  );
}
