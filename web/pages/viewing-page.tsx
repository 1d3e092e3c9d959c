import { useParams } from 'wouter';
import { ViewingDetail } from '../features/viewings/components/viewing-detail';

/** /viewings/:id (the two people of the viewing; the link in every viewing notice). */
export default function ViewingPage() {
  const { id = '' } = useParams<{ id: string }>();
  return <ViewingDetail key={id} id={id} />;
}
