import { Link, useSearch } from 'wouter';
import { APPROVAL_TIME_TEXT } from '../../common/constants';
import { usePageTitle } from '../components/layout/page';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { RegisterForm, type SelfServiceType } from '../features/auth/components/register-form';
import { SignedInNotice } from '../features/auth/components/signed-in-notice';
import { PhoneOption } from '../features/auth/components/phone-option';

const TYPES: readonly SelfServiceType[] = ['owner', 'agent', 'seeker'];

export default function RegisterPage() {
  usePageTitle('Create an account');
  const requested = new URLSearchParams(useSearch()).get('type');
  const initialType = TYPES.find((t) => t === requested) ?? 'owner';

  return (
    <AuthLayout
      title="Create your account"
      description={
        initialType === 'seeker'
          ? 'Free for home hunters: save time and message owners and agents directly.'
          : `Owner and agent accounts are reviewed by our team within ${APPROVAL_TIME_TEXT}.`
      }
      footer={
        <p>
          Already have an account?{' '}
          <Link href="/local-login" className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </p>
      }
    >
      <SignedInNotice action="Creating another account" />
      {/* Keyed by type so following another ?type= link resets the choice. */}
      <PhoneOption mode="sign-up">
        <RegisterForm key={initialType} initialType={initialType} />
      </PhoneOption>
    </AuthLayout>
  );
}
