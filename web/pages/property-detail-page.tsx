import { useParams } from 'wouter';
import { ListingDetail } from '../features/listing-page/components/listing-detail';

/** /property/:id (public). */
export default function PropertyDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  return <ListingDetail key={id} id={id} />;
}
