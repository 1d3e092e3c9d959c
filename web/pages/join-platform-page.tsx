import { Link } from 'wouter';
import { Briefcase, House, Sparkles } from 'lucide-react';
import { AGENT_FEE_USD_PER_MONTH, APPROVAL_TIME_TEXT, OWNER_FEE_USD_PER_LISTING } from '../../common/constants';
import { Container, usePageTitle } from '../components/layout/page';
import { Badge } from '../components/ui/badge';
import { PlanCard } from '../features/join/components/plan-card';

function Price({ amount, unit, note }: { amount: number; unit: string; note: string }) {
  return (
    <div>
      <p className="flex items-baseline gap-1.5">
        <span className="text-3xl font-bold text-slate-900">${amount}</span>
        <span className="text-slate-600">{unit}</span>
        <Badge variant="brand" className="ml-2">Free during beta</Badge>
      </p>
      <p className="mt-1 text-sm text-slate-500">{note}</p>
    </div>
  );
}

// The two paid account types, side by side; the agent's is highlighted.
const PLANS = [
  {
    icon: House,
    title: 'Property Owner',
    tagline: 'For individuals listing their own property.',
    fee: OWNER_FEE_USD_PER_LISTING, unit: 'per listing', note: 'Pay only for what you list.',
    benefits: [
      'List your own houses, flats and land',
      'Deal directly with buyers and tenants, with no agent fees',
      'Photos, features and location on one clear listing',
      'Messages from verified home hunters in the app',
      'Track views and enquiries from your dashboard',
    ],
    href: '/register?type=owner', cta: 'Register as Owner',
  },
  {
    highlighted: true,
    icon: Briefcase,
    title: 'Professional Agent',
    tagline: 'For licensed agents listing client properties.',
    fee: AGENT_FEE_USD_PER_MONTH, unit: 'per month', note: 'Unlimited listings.',
    benefits: [
      'Unlimited listings for your clients',
      'A business profile with your licence number and specialisations',
      'Potential-commission estimates on your dashboard',
      'Phone and WhatsApp buttons on every listing',
      'Manage your whole portfolio in one place',
    ],
    href: '/register?type=agent', cta: 'Register as Agent',
  },
];

export default function JoinPlatformPage() {
  usePageTitle('List with Salone Homes');
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">For owners and agents</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Join Salone Homes</h1>
        <p className="mt-3 text-lg text-slate-600">
          Put your property in front of home hunters across Sierra Leone. Choose the account that fits you.
        </p>
      </div>

      <div className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
        {PLANS.map(({ fee, unit, note, ...plan }) => (
          <PlanCard key={plan.href} {...plan} price={<Price amount={fee} unit={unit} note={note} />} />
        ))}
      </div>

      <section aria-labelledby="pricing-notice" className="mx-auto mt-10 max-w-4xl rounded-3xl border border-accent-200 bg-accent-50 p-6 sm:p-8">
        <h2 id="pricing-notice" className="flex items-center gap-2 text-lg font-semibold text-accent-900">
          <Sparkles className="size-5" aria-hidden="true" />
          Pricing notice
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-accent-900">
          <li>
            Agents: {AGENT_FEE_USD_PER_MONTH} USD per month with unlimited listings. Owners: {OWNER_FEE_USD_PER_LISTING} USD per listing.
          </li>
          <li>Salone Homes is currently in beta and free to use.</li>
          <li>Current users will get preferential pricing when paid plans begin.</li>
          <li>New accounts are approved by our team within {APPROVAL_TIME_TEXT}. Until then you can prepare listings; they are published once approved.</li>
        </ul>
      </section>

      <p className="mt-8 text-center text-slate-600">
        Already have an account?{' '}
        <Link href="/local-login" className="font-semibold text-brand-700 hover:underline">
          Sign in
        </Link>
        {' · '}Just looking for a home?{' '}
        <Link href="/register?type=seeker" className="font-semibold text-brand-700 hover:underline">
          Create a free account
        </Link>
      </p>
    </Container>
  );
}
