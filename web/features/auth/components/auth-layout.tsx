import type { ReactNode } from 'react';
import { BadgeCheck, HandCoins, MessageSquareLock } from 'lucide-react';

const points = [
  { icon: BadgeCheck, text: 'Every listing is reviewed before it goes live' },
  { icon: HandCoins, text: 'No commission fees and no hidden fees' },
  { icon: MessageSquareLock, text: 'Message owners and agents safely, in the app' },
];

interface AuthLayoutProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Shown under the form card: links to other ways in. */
  footer?: ReactNode;
  /** Text for the brand panel (wide screens only). */
  asideTitle?: string;
}

/** Sign-in and sign-up pages: the form on the right; on wide screens a brand panel with reasons to trust us. */
export function AuthLayout({ title, description, children, footer, asideTitle = 'Property in Sierra Leone, done right' }: AuthLayoutProps) {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-6 sm:px-6 md:py-10 lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-start lg:gap-12">
      <aside className="relative hidden overflow-hidden rounded-3xl bg-brand-800 p-10 text-white lg:block">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-600/50 blur-2xl" />
        <div aria-hidden="true" className="absolute -bottom-28 -left-16 size-72 rounded-full bg-accent-600/30 blur-2xl" />
        <div className="relative">
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">Salone Homes</p>
          <h2 className="mt-3 text-3xl leading-tight font-bold">{asideTitle}</h2>
          <p className="mt-3 max-w-md text-brand-100">
            Houses, flats and land from Freetown to Bo, Kenema and Makeni, listed by owners and licensed agents.
          </p>
          <ul className="mt-8 space-y-4">
            {points.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-xl bg-white/10">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="font-medium">{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <div className="w-full min-w-0">
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {description ? <p className="mt-1.5 text-slate-600">{description}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-5 space-y-2 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </div>
  );
}
