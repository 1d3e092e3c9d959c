import { Link } from 'wouter';
import { MapPinOff } from 'lucide-react';
import { usePageTitle } from '../components/layout/page';
import { StatusScreen } from '../components/routing/status-screen';
import { Button } from '../components/ui/button';

export default function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <StatusScreen
      icon={MapPinOff}
      title="Page Not Found"
      actions={
        <>
          <Button asChild>
            <Link href="/">Go to the home page</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/search">Browse properties</Link>
          </Button>
        </>
      }
    >
      The page you are looking for does not exist or has moved.
    </StatusScreen>
  );
}
