import { Link } from 'wouter';
import { ShieldCheck } from 'lucide-react';
import { useCurrentUser } from '../lib/api/current-user';
import { DataSaverSwitch } from './data-saver-switch';
import { Logo } from './logo';

const columns: Array<{ title: string; links: Array<{ label: string; href: string }> }> = [
  {
    title: 'Explore',
    links: [
      { label: 'Browse properties', href: '/search' },
      { label: 'For sale', href: '/search?propertyType=sale' },
      { label: 'For rent', href: '/search?propertyType=rent' },
      { label: 'Price guides', href: '/prices' },
    ],
  },
  {
    title: 'List with us',
    links: [
      { label: 'List a property', href: '/list-property' },
      { label: 'Owners and agents', href: '/join-platform' },
      { label: 'Create an account', href: '/register?type=seeker' },
    ],
  },
];

const signedOutAccount = [
  { label: 'Sign in', href: '/local-login' },
  { label: 'Join as owner or agent', href: '/join-platform' },
];

const signedInAccount = [
  { label: 'My dashboard', href: '/dashboard' },
  { label: 'Messages', href: '/messages' },
  { label: 'Profile', href: '/profile' },
];

export function Footer() {
  const { user } = useCurrentUser();
  const all = [...columns, { title: 'Account', links: user ? signedInAccount : signedOutAccount }];
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)] md:py-12">
        <div className="col-span-2 space-y-4 sm:col-span-3 md:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm leading-relaxed text-slate-600">
            Houses, flats and land across Sierra Leone, listed by their owners and licensed agents.
          </p>
          <p className="inline-flex items-center gap-2 text-sm font-medium text-brand-800">
            <ShieldCheck className="size-4" aria-hidden="true" />
            Every listing is reviewed before it goes live
          </p>
        </div>
        {all.map((col) => (
          <div key={col.title}>
            <h2 className="text-sm font-semibold text-slate-900">{col.title}</h2>
            <ul className="mt-3 space-y-2.5">
              {col.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-sm text-slate-600 hover:text-brand-700 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-100">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© {new Date().getFullYear()} Salone Homes. All rights reserved.</p>
          <DataSaverSwitch />
          <p>No commission fees · No hidden fees</p>
        </div>
      </div>
    </footer>
  );
}
