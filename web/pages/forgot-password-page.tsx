import { Link } from 'wouter';
import { usePageTitle } from '../components/layout/page';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';

export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  return (
    <AuthLayout
      title="Forgot your password?"
      description="We will send a code to the e-mail or phone you verified, then you choose a new password."
      footer={
        <p>
          Remembered it?{' '}
          <Link href="/local-login" className="font-semibold text-brand-700 hover:underline">Sign in</Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
