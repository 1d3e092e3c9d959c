import { usePageTitle } from '../components/layout/page';
import { useSignedInUser } from '../lib/api/current-user';
import { Inbox } from '../features/messages/components/inbox';

/** /messages (signed-in, guarded in app.tsx): the conversations inbox with live updates. */
export default function MessagesPage() {
  usePageTitle('Messages');
  const me = useSignedInUser();
  return <Inbox me={me} />;
}
