import { Link, useSearch } from 'wouter';
import { Alert } from '../components/ui/alert';
import { usePageTitle } from '../components/layout/page';
import { PROVIDER_LOGIN_URL } from '../lib/api/auth';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { LocalLoginForm } from '../features/auth/components/local-login-form';
import { SignedInNotice } from '../features/auth/components/signed-in-notice';
import { PhoneOption } from '../features/auth/components/phone-option';
import { safeReturnPath } from '../../common/return-path';

const linkClass = 'font-semibold text-brand-700 hover:underline';

export default function LocalLoginPage() {
  usePageTitle('Sign in');
  // The provider sign-in sends people back here with ?error=provider when it fails.
  const params = new URLSearchParams(useSearch());
  const providerFailed = params.get('error') === 'provider';
  // Sent here from a page (contacting a lister, a signed-in page): go back there after signing in.
  const returnTo = safeReturnPath(params.get('next'));
  return (
    <AuthLayout
      title="Sign in to your account"
      description="Enter your username and password."
      footer={
        <>
          <p>
            Owner or agent without an account?{' '}
            <Link href="/join-platform" className={linkClass}>
              Create an account
            </Link>
          </p>
          <p>
            Looking for a home?{' '}
            <Link href="/register?type=seeker" className={linkClass}>
              Sign up free as a home hunter
            </Link>
          </p>
          <p>
            <a href={returnTo ? `${PROVIDER_LOGIN_URL}?next=${encodeURIComponent(returnTo)}` : PROVIDER_LOGIN_URL} className={linkClass}>
              Administrator? Sign in with your provider
            </a>
          </p>
        </>
      }
    >
      {providerFailed ? (
        <Alert variant="danger" title="Provider sign-in did not complete" className="mb-5">
          Please try again, or sign in with your username and password.
        </Alert>
      ) : null}
      <SignedInNotice />
      <PhoneOption returnTo={returnTo}>
        <LocalLoginForm returnTo={returnTo} />
      </PhoneOption>
    </AuthLayout>
  );
}
