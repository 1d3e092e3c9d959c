import { Redirect } from 'wouter';
import { Container, usePageTitle } from '../components/layout/page';
import { useSignedInUser } from '../lib/api/current-user';
import { isAdminUser } from '../lib/user-rules';
import { MyPropertiesView } from '../features/listings/components/manage/my-properties-view';
import { ListingPerformance } from '../features/dashboard/components/listing-performance';

/** /my-properties (sign-in checked in app.tsx). Admins review listings instead: they go to /admin. */
export default function MyPropertiesPage() {
  const user = useSignedInUser();
  usePageTitle(user.userType === 'agent' ? 'Client Listings' : 'My Properties');
  if (isAdminUser(user)) return <Redirect to="/admin" replace />;
  return (
    <Container className="py-6 sm:py-10">
      <MyPropertiesView user={user} />
      {user.userType === 'owner' || user.userType === 'agent' ? <ListingPerformance /> : null}
    </Container>
  );
}
