import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BadgeCheck, Clock, FolderKanban, HandCoins, House, MessageSquare, Plus } from 'lucide-react';
import { AGENT_COMMISSION_RATE } from '../../../../common/constants';
import { Button } from '../../../components/ui/button';
import { WelcomeHeader } from './welcome-header';
import { EmptyState } from '../../../components/ui/empty-state';
import { QuickLink } from './quick-link';
import { StatCard, StatGrid } from '../../../components/ui/stat-card';

export interface AgentCounts {
  activeListings?: number;
  pendingReview?: number;
  /** Already formatted, one total per currency (server: dashboard.service commissionBase). */
  potentialCommission?: { usd: string; sll: string };
  /** The same, split into sales and rentals (formatted). */
  commissionByType?: { sale: { usd: string; sll: string }; rent: { usd: string; sll: string } } | null;
  totalProperties?: number;
}

interface AgentDashboardProps {
  name: string;
  counts?: AgentCounts;
  loading?: boolean;
  /** Up to 6 recent client properties (cards); empty shows the first-listing prompt. */
  recent?: ReactNode;
}

const COMMISSION_HINT = `${Math.round(AGENT_COMMISSION_RATE * 100)}% of sale prices plus ${Math.round(AGENT_COMMISSION_RATE * 100)}% of a year's rent (12 × monthly rent) of your approved listings; each listing counted once, in dollars if it has a dollar price, otherwise in leones.`;

export function AgentDashboard({ name, counts = {}, loading, recent }: AgentDashboardProps) {
  return (
    <>
      <WelcomeHeader
        name={name}
        title="Real Estate Agent Dashboard"
        description="Your client listings, their review status and your potential commission."
        action={{ href: '/list-property', icon: Plus, label: 'List Client Property' }}
      />
      <StatGrid>
        <StatCard label="Active Listings" value={counts.activeListings} icon={BadgeCheck} loading={loading} />
        <StatCard label="Pending Review" value={counts.pendingReview} icon={Clock} loading={loading} tone="amber" />
        <StatCard
          label="Potential Commission"
          value={
            counts.potentialCommission && (
              <>
                <span className="block">{counts.potentialCommission.usd}</span>
                <span className="block text-lg sm:text-xl">{counts.potentialCommission.sll}</span>
              </>
            )
          }
          icon={HandCoins}
          loading={loading}
          tone="accent"
          hint={
            <>
              {counts.commissionByType ? (
                <span className="mb-1 block text-sm text-slate-700" data-testid="commission-by-type">
                  <span className="block">Sales: {counts.commissionByType.sale.usd} · {counts.commissionByType.sale.sll}</span>
                  <span className="block">Rentals: {counts.commissionByType.rent.usd} · {counts.commissionByType.rent.sll}</span>
                </span>
              ) : null}
              {COMMISSION_HINT}
            </>
          }
        />
        <StatCard label="Total Properties" value={counts.totalProperties} icon={House} loading={loading} tone="slate" />
      </StatGrid>
      <div className="mt-8 grid gap-3 md:grid-cols-3">
        <QuickLink href="/list-property" icon={Plus} title="List Client Property" description="Add a new listing for a client." />
        <QuickLink href="/my-properties" icon={FolderKanban} title="Manage Portfolio" description="Edit, archive and track listings." />
        <QuickLink href="/messages" icon={MessageSquare} title="Client Messages" description="Reply to home hunters." />
      </div>
      <section aria-labelledby="recent-client" className="mt-10">
        <h2 id="recent-client" className="mb-4 text-lg font-semibold text-slate-900">Recent client properties</h2>
        {recent ?? (
          <EmptyState
            icon={House}
            title="No client properties yet"
            description="Your latest client listings will appear here."
            action={
              <Button asChild variant="outline">
                <Link href="/list-property">List your first client property</Link>
              </Button>
            }
          />
        )}
      </section>
    </>
  );
}
