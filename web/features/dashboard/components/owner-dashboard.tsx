import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Eye, House, MessageSquare, Percent, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { WelcomeHeader } from './welcome-header';
import { EmptyState } from '../../../components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { StatCard, StatGrid } from '../../../components/ui/stat-card';

export interface OwnerCounts {
  totalProperties?: number;
  active?: number;
  pending?: number;
  totalViews?: number | string;
  inquiries?: number | string;
  /** Already formatted, e.g. '4.2%'. */
  conversionRate?: string;
}

interface OwnerDashboardProps {
  name: string;
  counts?: OwnerCounts;
  loading?: boolean;
  recent?: ReactNode;
  /** Per-listing views and inquiries. */
  analytics: ReactNode;
  messages: ReactNode;
}

export function OwnerDashboard({ name, counts = {}, loading, recent, analytics, messages }: OwnerDashboardProps) {
  const split = counts.active === undefined || counts.pending === undefined ? undefined : `${counts.active} active · ${counts.pending} pending`;
  return (
    <>
      <WelcomeHeader
        name={name}
        title="Property Owner Dashboard"
        description="Your listings, how they are doing and who is asking about them."
        action={{ href: '/list-property', icon: Plus, label: 'List Property' }}
      />
      <StatGrid>
        <StatCard label="Total Properties" value={counts.totalProperties} icon={House} loading={loading} hint={split} />
        <StatCard label="Total Views" value={counts.totalViews} icon={Eye} loading={loading} tone="accent" />
        <StatCard label="Inquiries" value={counts.inquiries} icon={MessageSquare} loading={loading} tone="amber" />
        <StatCard label="Conversion Rate" value={counts.conversionRate} icon={Percent} loading={loading} tone="slate" />
      </StatGrid>
      <Tabs defaultValue="recent" className="mt-8">
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="recent">Recent Properties</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="messages">Messages</TabsTrigger>
        </TabsList>
        <TabsContent value="recent">
          {recent ?? (
            <EmptyState
              icon={House}
              title="No properties yet"
              description="List your first property: it goes live once our team has reviewed it."
              action={
                <Button asChild>
                  <Link href="/list-property">List a property</Link>
                </Button>
              }
            />
          )}
        </TabsContent>
        <TabsContent value="analytics">{analytics}</TabsContent>
        <TabsContent value="messages">{messages}</TabsContent>
      </Tabs>
    </>
  );
}
