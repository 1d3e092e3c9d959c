import { Link } from 'wouter';

export function ForgotPasswordLink() {
  return (
    <p className="-mt-1 text-right text-sm">
      <Link href="/forgot-password" className="inline-block py-2 font-semibold text-brand-700 hover:underline">
        Forgot password?
      </Link>
    </p>
  );
}
