import { useId, useState } from 'react';
import { rateNote } from '../../../common/exchange-rate';
import { hasPrice, priceLines, type PriceContext, type PriceCurrency, type Priced } from '../../../common/price';
import { useExchangeRate } from '../../lib/api/exchange-rate';
import { cn } from '../../lib/cn';

export interface ListingPriceProps {
  listing: Priced;
  context: PriceContext;
  /** The viewer's chosen currency (the /search toggle): shown first, converted when the listing has none in it. */
  preferred?: PriceCurrency;
  /** The listing matched the price filter only through the exchange rate. */
  matchedByConversion?: boolean;
  /** Classes of the main amount (size and colour differ by place). */
  className?: string;
  suffixClassName?: string;
  /**
   * Inside a link (map popup, admin list): no button may sit there, so the rate shows on hover only; the
   * detail page the link opens has the tappable note.
   */
  inLink?: boolean;
}

/**
 * A price in its own currency and "≈" the other at the admin's rate, whose date shows on hover or, on a phone,
 * on a tap of the "≈" line. A listing without a price reads "Price on request" as plain text, not as an amount.
 */
export function ListingPrice({ listing, context, preferred, matchedByConversion, className, suffixClassName, inLink }: ListingPriceProps) {
  const rate = useExchangeRate();
  const lines = priceLines(listing, context, rate, preferred);
  const [noteOpen, setNoteOpen] = useState(false);
  const noteId = useId();
  const note = rate ? rateNote(rate) : '';
  const Line = inLink ? 'span' : 'p';

  if (!hasPrice(listing)) {
    return <Line className={cn('block', className, 'text-base font-medium text-slate-600')}>{lines.main.text}</Line>;
  }
  const main = (
    <Line className={cn('block', className)} title={lines.main.converted ? note : undefined}>
      {lines.main.text}
      <span className={cn('text-sm font-medium text-slate-600', suffixClassName)}>{lines.suffix}</span>
      {matchedByConversion ? (
        <span className="ml-1.5 text-xs font-medium text-slate-500" title="Matched your price filter at the exchange rate">
          {lines.main.converted ? 'converted' : '≈ converted'}
        </span>
      ) : null}
    </Line>
  );
  if (!lines.other) return main;
  const otherText = `${lines.other.text}${lines.suffix}`;
  if (inLink) {
    return (
      <span className="block">
        {main}
        <span className="block text-xs font-medium text-slate-600" title={note}>{otherText}</span>
      </span>
    );
  }
  return (
    <div>
      {main}
      <button
        type="button"
        // Above the card's full-size title link, so a tap opens the note instead of the listing.
        className="relative z-10 -my-1 min-h-8 cursor-help text-left text-sm font-medium text-slate-600 underline decoration-slate-300 decoration-dotted underline-offset-4"
        title={note}
        aria-expanded={noteOpen}
        aria-controls={noteId}
        onClick={() => setNoteOpen((open) => !open)}
      >
        {otherText}
      </button>
      <p id={noteId} hidden={!noteOpen} className="text-xs text-slate-600">{note}</p>
    </div>
  );
}
