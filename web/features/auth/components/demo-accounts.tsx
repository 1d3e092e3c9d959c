import { FlaskConical } from 'lucide-react';
import { getAppConfig, type DemoAccount } from '../../../lib/app-config';
import { Button } from '../../../components/ui/button';
import { testLoginUrl } from '../../../lib/api/auth';

export type DemoRole = 'admin' | 'agent' | 'owner';
const ORDER: DemoRole[] = ['admin', 'agent', 'owner'];

interface DemoAccountsProps {
  /** Called with the account to fill in and sign in with. Without it, each entry links to /api/test-login. */
  onPick?: (account: DemoAccount, role: DemoRole) => void;
  disabled?: boolean;
}

/**
 * Test accounts for quick access, shown only in development when the server seeded them (app-config says so).
 * In production the config carries no accounts and this renders nothing.
 */
export function DemoAccounts({ onPick, disabled }: DemoAccountsProps) {
  const { devMode, demoAccounts } = getAppConfig();
  if (!devMode || !demoAccounts) return null;
  return (
    <section aria-labelledby="demo-accounts-title" className="rounded-2xl border border-dashed border-amber-300 bg-amber-50/70 p-4">
      <h2 id="demo-accounts-title" className="flex items-center gap-2 text-sm font-semibold text-amber-900">
        <FlaskConical className="size-4" aria-hidden="true" />
        Test accounts (development only)
      </h2>
      <ul className="mt-3 space-y-2">
        {ORDER.map((role) => {
          const account = demoAccounts[role];
          return (
            <li key={role} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-xl bg-white px-3 py-2 ring-1 ring-amber-200">
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">{account.label}</p>
                <p className="font-mono text-xs break-all text-slate-600">
                  {account.username} / {account.password}
                </p>
              </div>
              {onPick ? (
                <Button size="sm" variant="outline" disabled={disabled} onClick={() => onPick(account, role)} aria-label={`Sign in as ${role}`}>
                  Sign in
                </Button>
              ) : (
                <Button size="sm" variant="outline" asChild>
                  <a href={testLoginUrl(role)} aria-label={`Sign in as ${role}`}>
                    Sign in
                  </a>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
