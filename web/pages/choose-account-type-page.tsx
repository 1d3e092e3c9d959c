import { useState, type FormEvent } from 'react';
import { Link, Redirect } from 'wouter';
import { CircleCheck, Send } from 'lucide-react';
import { APPROVAL_TIME_TEXT } from '../../common/constants';
import { Container, usePageTitle } from '../components/layout/page';
import { StatusScreen } from '../components/routing/status-screen';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle, CardDescription } from '../components/ui/card';
import { useChooseAccountType, type BusinessUserType } from '../lib/api/auth';
import { ACCOUNT_TYPE_OPTIONS, AccountTypePicker } from '../features/auth/components/account-type-picker';
import { errorMessage, isApiError } from '../lib/api/http';
import { toast } from '../lib/toast-store';
import { useSignedInUser } from '../lib/api/current-user';
import { LICENCE_HINT, registrationRedirect } from '../lib/user-rules';
import { registrationTypeSchema } from '../../common/schemas/auth';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';

const OPTIONS = [ACCOUNT_TYPE_OPTIONS.agent, ACCOUNT_TYPE_OPTIONS.owner];

/** /registration: a member signed in without an account type (after an OpenID Connect sign-in) picks owner or agent. */
export default function ChooseAccountTypePage() {
  usePageTitle('Choose your account type');
  const [userType, setUserType] = useState<BusinessUserType>('owner');
  const [conflict, setConflict] = useState<string | null>(null);
  const [licenseNumber, setLicenseNumber] = useState('');
  const [licenceError, setLicenceError] = useState<string | null>(null);
  const choose = useChooseAccountType();
  const user = useSignedInUser();
  const redirect = registrationRedirect(user);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setConflict(null);
    // The same schema as the server: an agent cannot register without a licence number in a sensible format.
    const parsed = registrationTypeSchema.safeParse({ userType, licenseNumber });
    setLicenceError(parsed.success ? null : parsed.error.issues[0]?.message ?? null);
    if (!parsed.success) return;
    choose.mutate({ userType, licenseNumber: parsed.data.licenseNumber ?? undefined }, {
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          setConflict(errorMessage(error, 'Your account type is already set.'));
          return;
        }
        toast({ title: 'Registration failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      },
    });
  };

  if (choose.isSuccess) {
    return (
      <StatusScreen
        icon={CircleCheck}
        tone="success"
        title="Registration Submitted"
        actions={
          <>
            <Button asChild>
              <Link href="/pending">View account status</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/list-property">Prepare a listing</Link>
            </Button>
          </>
        }
      >
        Thank you. Our team reviews new {userType === 'agent' ? 'agent' : 'owner'} accounts within {APPROVAL_TIME_TEXT}.
        You can prepare listings meanwhile; they are published once your account is approved.
      </StatusScreen>
    );
  }

  // Someone who already has a type must not submit again (an approved owner would be sent back to review).
  if (redirect) return <Redirect to={redirect} replace />;

  return (
    <Container size="md" className="py-8 sm:py-12">
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">How will you use Salone Homes?</CardTitle>
          <CardDescription>Choose the account type that fits you. Our team approves new accounts within {APPROVAL_TIME_TEXT}.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="space-y-6">
            <AccountTypePicker
              legend="Account type"
              options={OPTIONS}
              selected={userType}
              inputProps={(value) => ({
                name: 'userType',
                checked: userType === value,
                onChange: () => setUserType(value),
              })}
            />
            {userType === 'agent' ? (
              <FormField id="registration-license" label="License number" error={licenceError ?? undefined} hint={LICENCE_HINT}>
                {(aria) => (
                  <Input {...aria} name="licenseNumber" autoCapitalize="characters" spellCheck={false} placeholder="SL-REA-2019-0147"
                    value={licenseNumber} onChange={(e) => setLicenseNumber(e.target.value)} />
                )}
              </FormField>
            ) : null}
            {conflict ? <Alert variant="warning">{conflict}</Alert> : null}
            <Button type="submit" size="lg" className="w-full sm:w-auto" loading={choose.isPending}>
              {choose.isPending ? null : <Send aria-hidden="true" />}
              Submit registration
            </Button>
          </form>
        </CardContent>
      </Card>
    </Container>
  );
}
