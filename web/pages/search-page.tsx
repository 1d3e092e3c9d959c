import { usePageTitle } from '../components/layout/page';
import { BrowseProperties } from '../features/search/components/browse-properties';
import { SaveSearchButton } from '../features/alerts/components/save-search-button';

/** /search (and / once signed in): browse live listings with filters, as a grid or on a map; save the search. */
export default function SearchPage() {
  usePageTitle('Browse properties');
  return <BrowseProperties saveSearch={(filters) => <SaveSearchButton filters={filters} />} />;
}
