import { Search } from 'lucide-react';
import { PagePlaceholder } from '../components/layout/page-placeholder';

// Placeholder: the browse page (filters, grid and map) replaces this file.
export default function SearchPage() {
  return (
    <PagePlaceholder
      title="Browse properties"
      description="Houses, flats and land for sale or rent across Sierra Leone."
      icon={Search}
      emptyTitle="Listings are on their way"
      emptyText="Search with filters, a map view and quick previews will appear here."
    />
  );
}
