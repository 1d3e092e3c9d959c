import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { AtSign, Briefcase, CalendarDays, IdCard, Mail, MapPin, MessageCircle, Pencil, Phone, ShieldCheck, ShieldQuestion } from 'lucide-react';
import { Container, usePageTitle } from '../components/layout/page';
import { ProfilePhotoUpload } from '../components/account/profile-photo-upload';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { useSignedInUser } from '../lib/api/current-user';
import { displayName, initials, roleBadgeLabel } from '../lib/user-rules';
import { ACCOUNT_STATUS_INFO } from '../features/account/components/account-status';
import { DetailList } from '../features/account/components/detail-list';
import { NoticeSettings } from '../features/account/components/notice-settings';
import { PasswordForm } from '../features/account/components/password-form';
import { ProfileForm } from '../features/account/components/profile-form';
import { SignOutElsewhere } from '../features/account/components/sign-out-elsewhere';
import { VerifiedMark } from '../features/account/components/verified-mark';
import { VerifyContact } from '../features/account/components/verify-contact';
import { ViewingSettingsCard } from '../features/viewings/components/viewing-settings-card';
import { displayPhone } from '../../common/format';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export default function ProfilePage() {
  usePageTitle('My profile');
  const user = useSignedInUser();
  const status = ACCOUNT_STATUS_INFO[user.accountStatus];
  const StatusIcon = status.icon;
  const isAgent = user.userType === 'agent';
  // Sent here after signing up by phone: a generated username and no name yet.
  const welcome = new URLSearchParams(useSearch()).get('welcome') === '1';
  const [editing, setEditing] = useState(welcome);

  return (
    <Container size="md" className="space-y-6 py-8 sm:py-10">
      {welcome ? (
        <Alert variant="success" title="Welcome to Salone Homes">
          Your phone number is verified, so you can message owners and agents straight away. Add your name below; you can
          also change your username (@{user.username}).
        </Alert>
      ) : null}
      <Card className="p-6 sm:p-8">
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{displayName(user)}</h1>
            {user.username ? <p className="text-slate-500">@{user.username}</p> : null}
            <div className="mt-3 flex flex-wrap justify-center gap-2 sm:justify-start">
              <Badge variant="brand">{roleBadgeLabel(user)}</Badge>
              <Badge variant={status.badge}>
                <StatusIcon aria-hidden="true" />
                {status.short}
              </Badge>
            </div>
          </div>
          {isAgent ? (
            <Button asChild variant="outline">
              <Link href="/agent-profile">Manage Profile</Link>
            </Button>
          ) : null}
        </div>
        <div className="mt-6 border-t border-slate-100 pt-6">
          <ProfilePhotoUpload url={user.profileImageUrl} initials={initials(user)} />
        </div>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Account status</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="flex items-center gap-2 font-medium text-slate-900">
            <StatusIcon className="size-5" aria-hidden="true" />
            {status.title}
          </p>
          {user.accountStatus === 'pending' ? (
            <p className="text-slate-600">
              Our team is reviewing your account. <Link href="/pending" className="font-semibold text-brand-700 hover:underline">See details</Link>
            </p>
          ) : null}
          {user.accountStatus === 'rejected' ? (
            <Alert variant="danger" title="Reason for rejection">
              {user.rejectionReason || 'No reason was given.'} Please contact support or reapply.
            </Alert>
          ) : null}
          <p className="flex items-center gap-2 text-sm text-slate-600">
            {user.isVerified ? <ShieldCheck className="size-4 text-brand-600" aria-hidden="true" /> : <ShieldQuestion className="size-4" aria-hidden="true" />}
            {user.isVerified ? 'Identity verified: you can message owners and agents.' : 'Identity not verified yet: you will be asked to verify before sending your first message.'}
          </p>
          <VerifyContact user={user} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <CardTitle>Your details</CardTitle>
            {editing ? null : (
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit details
              </Button>
            )}
          </div>
        </CardHeader>
        <CardContent>
          {editing ? <ProfileForm user={user} onDone={() => setEditing(false)} /> : <DetailList
            items={[
              { icon: Mail, label: 'E-mail', value: user.email ? <>{user.email} <VerifiedMark verified={user.emailVerified} /></> : null },
              { icon: Phone, label: 'Phone', value: user.phoneNumber ? <>{displayPhone(user.phoneNumber)} <VerifiedMark verified={user.phoneVerified} /></> : null },
              { icon: MessageCircle, label: 'WhatsApp', value: user.whatsappNumber },
              { icon: MapPin, label: 'Address', value: user.address },
              { icon: AtSign, label: 'Username', value: user.username },
              { icon: CalendarDays, label: 'Member since', value: dateFormat.format(new Date(user.createdAt)) },
            ]}
          />}
        </CardContent>
      </Card>

      <NoticeSettings user={user} />
      <ViewingSettingsCard user={user} />

      <Card>
        <CardHeader>
          <CardTitle>{user.hasPassword ? 'Change password' : 'Set a password'}</CardTitle>
        </CardHeader>
        <CardContent>
          <PasswordForm hasPassword={user.hasPassword} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Signed-in devices</CardTitle>
        </CardHeader>
        <CardContent>
          <SignOutElsewhere />
        </CardContent>
      </Card>

      {isAgent ? (
        <Card>
          <CardHeader>
            <CardTitle>Business</CardTitle>
          </CardHeader>
          <CardContent>
            <DetailList
              items={[
                { icon: Briefcase, label: 'Company', value: user.companyName },
                { icon: IdCard, label: 'Licence number', value: user.licenseNumber },
                {
                  icon: CalendarDays,
                  label: 'Years in business',
                  value: user.yearsInBusiness === null ? null : String(user.yearsInBusiness),
                },
              ]}
            />
          </CardContent>
        </Card>
      ) : null}
    </Container>
  );
}
