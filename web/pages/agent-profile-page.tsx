import { Link } from 'wouter';
import { List, WifiOff } from 'lucide-react';
import { Container, PageHeader, usePageTitle } from '../components/layout/page';
import { StatusScreen } from '../components/routing/status-screen';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { LoadingState } from '../components/ui/spinner';
import { useSignedInUser } from '../lib/api/current-user';
import { agentBadgeLabel, initials } from '../lib/user-rules';
import { useAgentProfile } from '../lib/api/agent';
import { AgentProfileForm } from '../features/agent/components/agent-profile-form';
import { ProfilePhotoUpload } from '../components/account/profile-photo-upload';

/** /agent-profile: the business profile shown beside the agent's listings. Agents only (gate in app.tsx). */
export default function AgentProfilePage() {
  usePageTitle('Agent profile');
  const user = useSignedInUser();
  const profile = useAgentProfile();

  if (profile.isPending) return <LoadingState label="Loading your profile..." />;
  if (profile.isError) {
    return (
      <StatusScreen icon={WifiOff} tone="warning" title="We could not load your profile" actions={<Button onClick={() => void profile.refetch()}>Try again</Button>}>
        Check your connection and try again.
      </StatusScreen>
    );
  }
  return (
    <Container size="md" className="py-6 sm:py-10">
      <PageHeader
        eyebrow={agentBadgeLabel(user.licenceChecked)}
        title="Agent Profile"
        description="Home hunters see this beside every listing you publish: your photo, company, licence and how to reach you."
        actions={
          <Button asChild variant="outline">
            <Link href="/my-properties">
              <List aria-hidden="true" />
              Client Listings
            </Link>
          </Button>
        }
      />
      <Card className="space-y-6 p-5 sm:p-8">
        <ProfilePhotoUpload url={profile.data.profileImageUrl ?? user.profileImageUrl} initials={initials(user)} />
        <AgentProfileForm profile={profile.data} />
      </Card>
    </Container>
  );
}
