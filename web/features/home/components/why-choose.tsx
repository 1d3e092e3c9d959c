import { BadgeCheck, HandCoins, MessageSquareLock, UserRoundCheck } from 'lucide-react';

const REASONS = [
  { icon: BadgeCheck, title: 'Reviewed listings', text: 'Our team checks every listing and every owner or agent account before anything goes live.' },
  { icon: HandCoins, title: 'No commission fees', text: 'Browsing and contacting listers is free. No commission fees and no hidden fees.' },
  { icon: UserRoundCheck, title: 'Owners and licensed agents', text: 'Deal directly with owners, or with agents who show their licence number and experience.' },
  { icon: MessageSquareLock, title: 'Safe messaging', text: 'Talk in the app. Senders verify their e-mail or phone first, which keeps spam out.' },
];

export function WhyChoose() {
  return (
    <section aria-labelledby="why-title" className="mx-auto max-w-6xl px-4 pt-20 sm:px-6">
      <div className="max-w-2xl">
        <h2 id="why-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Why choose Salone Homes</h2>
        <p className="mt-2 text-slate-600">A property search you can trust, built for Sierra Leone.</p>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
