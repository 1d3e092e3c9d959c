import { Link } from 'wouter';
import { usePageTitle } from '../components/layout/page';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { LoginForm } from '../features/auth/components/login-form';
import { SignedInNotice } from '../features/auth/components/signed-in-notice';
import { PhoneOption } from '../features/auth/components/phone-option';

export default function LoginPage() {
  usePageTitle('Sign in');
  return (
    <AuthLayout
      title="Welcome to Salone Homes"
      description="Sign in with your username and password to manage your listings and messages."
      footer={
        <>
          <p>
            New to Salone Homes?{' '}
            <Link href="/join-platform" className="font-semibold text-brand-700 hover:underline">
              List your property
            </Link>{' '}
            or{' '}
            <Link href="/register?type=seeker" className="font-semibold text-brand-700 hover:underline">
              create a free home-hunter account
            </Link>
            .
          </p>
        </>
      }
    >
      <SignedInNotice />
      <PhoneOption>
        <LoginForm />
      </PhoneOption>
    </AuthLayout>
  );
}
