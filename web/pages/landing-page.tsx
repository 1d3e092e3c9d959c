import { usePageTitle } from '../components/layout/page';
import { HydrateWhenIdle } from '../boot/hydrate-when-idle';
import { DevAccess } from '../features/home/components/dev-access';
import { FeaturedListings } from '../features/home/components/featured-listings';
import { HeroSearch } from '../features/home/components/hero-search';
import { MobileFirst } from '../features/home/components/mobile-first';
import { StatsStrip } from '../features/home/components/stats-strip';
import { WhyChoose } from '../features/home/components/why-choose';

/** `/` for visitors (spec, Home). Stats and featured listings are their own components so they can be swapped. */
export default function LandingPage() {
  usePageTitle();
  return (
    <div className="-mt-2 md:mt-0">
      {/* Each section drawn by the server is taken over at an idle moment of its own (web/boot/hydrate-when-idle.tsx);
          the stats and featured listings, which may draw nothing, with the page (the cards in turns of their own). */}
      <HydrateWhenIdle>
        <HeroSearch />
      </HydrateWhenIdle>
      <StatsStrip />
      <FeaturedListings />
      <DevAccess />
      <HydrateWhenIdle>
        <WhyChoose />
      </HydrateWhenIdle>
      <HydrateWhenIdle>
        <MobileFirst />
      </HydrateWhenIdle>
    </div>
  );
}
