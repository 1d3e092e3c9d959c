import { Link } from 'wouter';
import { ArrowRight, Briefcase, Check, House, LogIn, type LucideIcon } from 'lucide-react';
import { APPROVAL_TIME_TEXT } from '../../../../common/constants';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { CurrentUser } from '../../../../common/api/users';

type ListerType = 'owner' | 'agent';

const CARDS: Record<ListerType, { title: string; icon: LucideIcon; tagline: string; benefits: string[]; cta: string }> = {
  owner: {
    title: 'Property Owner',
    icon: House,
    tagline: 'You own the house, flat or land you want to sell or rent out.',
    benefits: [
      'List your own property directly, with no agent fees',
      'Talk to verified buyers and tenants by in-app message',
      'See how many people view and ask about your listing',
      'Every listing is checked by our team before it goes live',
    ],
    cta: 'List as Owner',
  },
  agent: {
    title: 'Professional Agent',
    icon: Briefcase,
    tagline: 'You are a licensed agent listing properties for your clients.',
    benefits: [
      'Unlimited client listings in one portfolio',
      'Your business profile, licence number and WhatsApp on every listing',
      'Potential-commission estimate on your dashboard',
      'Verified listings that home hunters can trust',
    ],
    cta: 'List as Agent',
  },
};

interface ListingLandingProps {
  user: CurrentUser | null;
  /** Signed in: switch to the form. */
  onStart: () => void;
}

/** The two cards of /list-property. Signed out they lead to sign-in or registration; signed in, to the form. */
export function ListingLanding({ user, onStart }: ListingLandingProps) {
  return (
    <>
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">List a property</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Reach home hunters across Sierra Leone</h1>
        <p className="mt-3 text-lg text-slate-600">
          Free during our beta. Accounts are approved within {APPROVAL_TIME_TEXT}, and every listing is reviewed before it goes live.
        </p>
      </div>
      <div className="mx-auto mt-8 grid max-w-4xl gap-5 md:grid-cols-2">
        {(['owner', 'agent'] as const).map((type) => (
          <LandingCard key={type} type={type} user={user} onStart={onStart} />
        ))}
      </div>
    </>
  );
}

function LandingCard({ type, user, onStart }: { type: ListerType; user: CurrentUser | null; onStart: () => void }) {
  const card = CARDS[type];
  const Icon = card.icon;
  const mine = user?.userType === type;
  return (
    <article className={cn('flex flex-col rounded-3xl border bg-white p-6 shadow-sm sm:p-7', mine ? 'border-brand-300 ring-2 ring-brand-600/15' : 'border-slate-200')}>
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-slate-900">{card.title}</h2>
      <p className="mt-1 text-slate-600">{card.tagline}</p>
      <ul className="mt-5 flex-1 space-y-2.5">
        {card.benefits.map((b) => (
          <li key={b} className="flex gap-3 text-slate-700">
            <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
            <span>{b}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 space-y-3">
        {!user ? (
          <>
            {/* Listing needs an account: signed out, the card's button leads to sign-in first. */}
            <Button asChild size="lg" className="w-full">
              <Link href="/local-login">
                {card.cta}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <p className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-center text-sm text-slate-600">
              <Link href="/local-login" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                <LogIn className="size-4" aria-hidden="true" />
                Log in
              </Link>
              <span>
                New here?{' '}
                <Link href="/join-platform" className="font-semibold text-brand-700 hover:underline">
                  Register as {type === 'owner' ? 'an owner' : 'an agent'}
                </Link>
              </span>
            </p>
          </>
        ) : mine ? (
          <Button size="lg" className="w-full" onClick={onStart}>
            {card.cta}
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : (
          <p className="rounded-xl bg-slate-50 p-3 text-center text-sm text-slate-600">
            Your account is {user.userType === 'agent' ? 'an agent' : 'an owner'} account.{' '}
            <Link href="/join-platform" className="font-semibold text-brand-700 hover:underline">See account types</Link>
          </p>
        )}
      </div>
    </article>
  );
}
