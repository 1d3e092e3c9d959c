import { Settings2 } from 'lucide-react';
import { Container, PageHeader, usePageTitle } from '../components/layout/page';
import { LinkButton } from '../components/ui/link-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useSignedInUser } from '../lib/api/current-user';
import { ViewingList } from '../features/viewings/components/viewing-list';

/** /viewings: upcoming and past viewings, as a home hunter and as a lister alike. */
export default function ViewingsPage() {
  usePageTitle('Viewings');
  const user = useSignedInUser();
  const lister = user.userType === 'owner' || user.userType === 'agent';
  return (
    <Container size="md" className="py-6 sm:py-10">
      <PageHeader title="Viewings" description="Times to see homes in person, booked safely through Salone Homes."
        actions={lister ? <LinkButton href="/profile#viewing-hours" variant="outline" icon={Settings2}>Viewing hours</LinkButton> : undefined} />
      <Tabs defaultValue="upcoming">
        <TabsList aria-label="Which viewings">
          <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
          <TabsTrigger value="past">Past</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming" className="mt-4"><ViewingList when="upcoming" lister={lister} /></TabsContent>
        <TabsContent value="past" className="mt-4"><ViewingList when="past" lister={lister} /></TabsContent>
      </Tabs>
    </Container>
  );
}
