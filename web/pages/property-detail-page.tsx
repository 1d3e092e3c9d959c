import { useParams } from 'wouter';
import { PropertyDetail } from '../features/properties/components/detail/property-detail';

/** /property/:id (public). */
export default function PropertyDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  return <PropertyDetail key={id} id={id} />;
}
