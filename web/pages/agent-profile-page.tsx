import { IdCard } from 'lucide-react';
import { PagePlaceholder } from '../components/layout/page-placeholder';

// Placeholder: the agent business profile form replaces this file. The agents-only rule is in app.tsx.
export default function AgentProfilePage() {
  return (
    <PagePlaceholder
      title="Agent profile"
      description="Your business details, shown beside your client listings."
      icon={IdCard}
      emptyTitle="Profile editing is coming soon"
      emptyText="You will be able to add your company, licence number, bio and photo here."
    />
  );
}
