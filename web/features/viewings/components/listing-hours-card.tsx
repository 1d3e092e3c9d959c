import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { HoursEditor } from '../../../components/viewings/hours-editor';
import { useListingViewingHours, useSaveListingHours } from '../../../lib/api/viewings';
import { hoursText } from '../../../lib/viewings/viewing-time';
import { toast } from '../../../lib/use-toast';

/** One listing's own viewing hours (the edit page), or back to the profile's ([] on the API). */
export function ListingHoursCard({ propertyId }: { propertyId: string }) {
  const hours = useListingViewingHours(propertyId);
  const save = useSaveListingHours(propertyId);
  let body;
  if (hours.isPending) body = <LoadingState label="Loading the viewing hours..." className="min-h-24" />;
  else if (hours.isError) {
    body = <LoadError title="The viewing hours could not be loaded" error={hours.error} onRetry={() => void hours.refetch()} />;
  } else {
    const own = hours.data.source === 'listing';
    body = (
      <div className="space-y-3 text-sm text-slate-700">
        <p data-testid="listing-hours-source">
          {own ? 'This listing has hours of its own.' : <>This listing uses the hours on <Link href="/profile#viewing-hours" className="font-semibold text-brand-800 underline">your profile</Link>: {hoursText(hours.data.windows)}. Change them below for this listing only.</>}
        </p>
        <HoursEditor key={JSON.stringify(hours.data)} idPrefix="listing-hours" windows={hours.data.windows} saving={save.isPending}
          saveLabel="Save hours for this listing"
          onSave={(windows, { onError }) => save.mutate(windows, { onSuccess: () => toast({ variant: 'success', title: 'Viewing hours saved' }), onError })}
          extra={own ? <Button type="button" variant="outline" disabled={save.isPending} onClick={() => save.mutate([], { onSuccess: () => toast({ variant: 'success', title: 'This listing uses your profile’s hours again' }) })}>Use my profile’s hours</Button> : undefined} />
      </div>
    );
  }
  return (
    <Card className="mt-8">
      <CardHeader><CardTitle>Viewing hours for this listing</CardTitle></CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
