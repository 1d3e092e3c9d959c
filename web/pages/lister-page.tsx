import { useParams } from 'wouter';
import { ListerProfile } from '../features/lister-page/components/lister-profile';

/** /listers/:id (public): an owner's or agent's page. */
export default function ListerPage() {
  const { id = '' } = useParams<{ id: string }>();
  return <ListerProfile key={id} id={id} />;
}
