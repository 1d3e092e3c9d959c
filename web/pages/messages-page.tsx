import { MessageSquare } from 'lucide-react';
import { PagePlaceholder } from '../components/layout/page-placeholder';

// Placeholder: the conversations inbox replaces this file.
export default function MessagesPage() {
  return (
    <PagePlaceholder
      title="Messages"
      description="Your conversations with property owners and agents."
      icon={MessageSquare}
      emptyTitle="No conversations yet"
      emptyText="Start one by contacting an owner or agent from a listing."
    />
  );
}
