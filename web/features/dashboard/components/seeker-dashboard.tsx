import { Link } from 'wouter';
import { Heart, House, MessageSquare, Search, UserRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { WelcomeHeader } from './welcome-header';
import { QuickLink } from './quick-link';

/** Home hunters: where to look, where their conversations are, and how to list if they ever need to. */
export function SeekerDashboard({ name }: { name: string }) {
  return (
    <>
      <WelcomeHeader
        name={name}
        title="Find Your Next Home"
        description="Browse verified listings across Sierra Leone and message owners and agents directly."
        action={{ href: '/search', icon: Search, label: 'Browse properties' }}
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <QuickLink href="/search" icon={Search} title="Browse properties" description="Filter by area, price, bedrooms and more." />
        <QuickLink href="/saved" icon={Heart} title="Saved homes" description="The homes you saved with the heart." />
        <QuickLink href="/messages" icon={MessageSquare} title="Messages" description="Your conversations with owners and agents." />
        <QuickLink href="/profile" icon={UserRound} title="Profile" description="Your details and identity verification." />
      </div>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <House className="size-5 text-brand-700" aria-hidden="true" />
          Have a property to sell or rent out?
        </h2>
        <p className="mt-1 text-sm text-slate-600">Listing needs an owner or agent account, approved by our team.</p>
        <Button asChild variant="outline" className="mt-4">
          <Link href="/join-platform">See owner and agent accounts</Link>
        </Button>
      </div>
    </>
  );
}
