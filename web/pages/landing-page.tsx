import { usePageTitle } from '../components/layout/page';
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
      <HeroSearch />
      <StatsStrip />
      <FeaturedListings />
      <DevAccess />
      <WhyChoose />
      <MobileFirst />
    </div>
  );
}
