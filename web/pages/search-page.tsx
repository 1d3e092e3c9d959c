import { usePageTitle } from '../components/layout/page';
import { BrowseProperties } from '../features/search/components/browse-properties';

/** /search (and / once signed in): browse live listings with filters, as a grid or on a map. */
export default function SearchPage() {
  usePageTitle('Browse properties');
  return <BrowseProperties />;
}
