import { FlaskConical, ShieldCheck, House, Briefcase } from 'lucide-react';
import { getAppConfig } from '../../../lib/app-config';
import { testLoginUrl } from '../../../lib/api/auth';

const LINKS = [
  { role: 'admin', label: 'Sign in as admin', icon: ShieldCheck },
  { role: 'owner', label: 'Sign in as owner', icon: House },
  { role: 'agent', label: 'Sign in as agent', icon: Briefcase },
] as const;

/**
 * Development Access (spec): quick sign-in links, shown only when the server says they work (development mode
 * with the demo accounts seeded); without demo data they would lead to a 404.
 */
export function DevAccess() {
  if (!getAppConfig().testLogins) return null;
  return (
    <section aria-labelledby="dev-access-title" className="mx-auto max-w-6xl px-4 pt-12 sm:px-6">
      <div className="rounded-3xl border border-dashed border-amber-300 bg-amber-50 p-5 sm:p-6">
        <h2 id="dev-access-title" className="flex items-center gap-2 font-semibold text-amber-900">
          <FlaskConical className="size-5" aria-hidden="true" />
          Development Access
        </h2>
        <p className="mt-1 text-sm text-amber-900/80">Sign in instantly as a seeded test user. Not available in production.</p>
        <div className="mt-4 flex flex-wrap gap-2">
          {LINKS.map(({ role, label, icon: Icon }) => (
            <a
              key={role}
              href={testLoginUrl(role)}
              className="inline-flex h-10 items-center gap-2 rounded-xl bg-white px-4 text-sm font-semibold text-amber-950 ring-1 ring-amber-300 hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none"
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}
