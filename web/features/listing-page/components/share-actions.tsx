import { Link2 } from 'lucide-react';
import { formatPrice, rentSuffix } from '../../../../common/price';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/use-toast';
import { listingUrl, whatsAppShareUrl } from '../share-links';
import type { Listing } from '../../../../common/api/listings';
import { WhatsAppIcon } from './whatsapp-icon';
import { siteOrigin } from '../../../lib/site-origin';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** 'Copy Link' (spec) and a WhatsApp share: how listings travel in Sierra Leone. */
export function ShareActions({ property: p }: { property: Listing }) {
  const url = listingUrl(siteOrigin(), p.id);
  const shareText = `${p.title} · ${formatPrice(p, 'detail')}${rentSuffix(p)} on Salone Homes: ${url}`;
  const onCopy = async () => {
    if (await copyText(url)) toast({ title: 'Link copied', description: 'Paste it into WhatsApp, a text message or an e-mail.', variant: 'success' });
    else toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
  };
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button variant="outline" onClick={() => void onCopy()}>
        <Link2 aria-hidden="true" />
        Copy Link
      </Button>
      <Button asChild variant="outline">
        <a href={whatsAppShareUrl(shareText)} target="_blank" rel="noopener noreferrer" aria-label="Share on WhatsApp">
          <WhatsAppIcon />
          Share
        </a>
      </Button>
    </div>
  );
}
