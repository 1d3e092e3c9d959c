import type { ReactNode } from 'react';
import { BadgeCheck, Building2, CalendarCheck, CalendarClock, Clock, House, Flag, ListChecks, Settings, UserX } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page';
import { QuickLink } from './quick-link';
import { StatCard, StatGrid } from '../../../components/ui/stat-card';
import { StaleRateNotice } from '../../../components/admin/stale-rate-notice';

export interface AdminCounts {
  totalListings?: number;
  approvedListings?: number;
  pendingListings?: number;
  pendingBusinesses?: number;
  viewingRequests?: number;
  viewingConfirmations?: number;
  viewingNoShows?: number;
}

/** 'Platform Administration' (spec). Counts are filled in by the caller once the admin APIs are wired. */
export function AdminDashboard({ counts = {}, loading, noShows }: { counts?: AdminCounts; loading?: boolean; noShows?: ReactNode }) {
  return (
    <>
      <PageHeader eyebrow="Administrator" title="Platform Administration" description="Review listings and new business accounts." />
      <StaleRateNotice linkToSettings />
      <StatGrid>
        <StatCard label="Total Listings" value={counts.totalListings} icon={House} loading={loading} />
        <StatCard label="Approved Listings" value={counts.approvedListings} icon={BadgeCheck} loading={loading} tone="accent" />
        <StatCard label="Pending Listings" value={counts.pendingListings} icon={Clock} loading={loading} tone="amber" />
        <StatCard label="Pending Businesses" value={counts.pendingBusinesses} icon={Building2} loading={loading} tone="slate" />
      </StatGrid>
      <div className="mt-8 grid gap-3 md:grid-cols-3">
        <QuickLink href="/admin" icon={ListChecks} title="Approve Listings" description="Review new and edited listings before they go live." />
        <QuickLink href="/user-management" icon={Building2} title="Approve Businesses" description="Review new owner and agent accounts." />
        <QuickLink href="/admin/settings" icon={Settings} title="Settings" description="The leone-per-dollar exchange rate used for every price." />
        <QuickLink href="/admin/reports" icon={Flag} title="Reports" description="Listings users reported: dismiss, reject or suspend the lister." />
      </div>
      <section aria-labelledby="admin-viewings" className="mt-10 space-y-4">
        <div>
          <h2 id="admin-viewings" className="text-lg font-semibold text-slate-900">Viewings, last 30 days</h2>
          <p className="text-sm text-slate-600">Requests made in the last 30 days, how many of them are confirmed, and those a side marked “did not come”.</p>
        </div>
        <StatGrid>
          <StatCard label="Viewing requests" value={counts.viewingRequests} icon={CalendarClock} loading={loading} />
          <StatCard label="Confirmed" value={counts.viewingConfirmations} icon={CalendarCheck} loading={loading} tone="accent" />
          <StatCard label="No-shows" value={counts.viewingNoShows} icon={UserX} loading={loading} tone="amber" />
        </StatGrid>
        {noShows}
      </section>
    </>
  );
}
