import { useState } from 'react';
import { Copy, Link2, Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api/http';
import { useShortlistLink, useShortlistStatus } from '../../../lib/api/saved';
import { toast } from '../../../lib/toast-store';

/**
 * The read-only link for family: made on demand, shown once (only its hash is kept on the server), replaced by
 * a new one, or turned off.
 */
export function ShareShortlist() {
  const status = useShortlistStatus();
  const { create, revoke } = useShortlistLink();
  const [url, setUrl] = useState<string | null>(null);
  const make = () => create.mutate(undefined, {
    onSuccess: (link) => setUrl(`${window.location.origin}${link.path}`),
    onError: (error) => toast({ variant: 'destructive', title: 'No link made', description: errorMessage(error, 'Please try again.') }),
  });
  const stop = () => revoke.mutate(undefined, {
    onSuccess: () => { setUrl(null); toast({ variant: 'success', title: 'Sharing turned off', description: 'The old link no longer opens your list.' }); },
    onError: (error) => toast({ variant: 'destructive', title: 'Still shared', description: errorMessage(error, 'Please try again.') }),
  });
  const copy = async () => {
    if (!url) return;
    // Phones have a share sheet (WhatsApp is where families talk); elsewhere the link is copied.
    const canShare = typeof navigator.share === 'function';
    try {
      if (canShare) await navigator.share({ title: 'My saved homes on Salone Homes', url });
      else await navigator.clipboard.writeText(url);
      toast({ variant: 'success', title: canShare ? 'Shared' : 'Link copied' });
    } catch {
      /* closed the share sheet, or no clipboard: the link is on screen to copy by hand */
    }
  };
  const active = status.data?.active ?? false;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2"><Share2 className="size-5" aria-hidden="true" />Share with family</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-slate-700">
        <p>A link that shows these homes, read-only, without signing in. Only your first name is shown. Turn it off at any time.</p>
        {url ? (
          <div className="space-y-2">
            <label htmlFor="shortlist-url" className="font-medium text-slate-900">Your link (shown once: copy it now)</label>
            <input id="shortlist-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm" />
            <Button onClick={() => void copy()}><Copy aria-hidden="true" />Copy or share link</Button>
          </div>
        ) : active ? (
          <p className="font-medium text-slate-900">A shortlist link is on. Make a new one to see it again (the old one stops working).</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant={url ? 'outline' : 'primary'} onClick={make} disabled={create.isPending}>
            <Link2 aria-hidden="true" />{active || url ? 'Make a new link' : 'Make a shortlist link'}
          </Button>
          {active || url ? <Button variant="outline" onClick={stop} disabled={revoke.isPending}>Turn off sharing</Button> : null}
        </div>
        {status.isError ? (
          <p>Could not check your link. <Button variant="link" size="sm" onClick={() => void status.refetch()}>Try again</Button></p>
        ) : null}
      </CardContent>
    </Card>
  );
}
