import { LISTING_TOTAL_CAP } from '../../../../common/constants';
import { groupDigits, groupTotal } from '../../../../common/format';

/**
 * "Load more (12 more)" under a list the admin pages through. The public list's count stops past 1,000 (decision
 * 0010): above that, how many remain is not known, so the label says how many are live as the list counts them.
 */
export function loadMoreLabel(total: number, loaded: number): string {
  return total > LISTING_TOTAL_CAP ? `Load more (${groupTotal(total)} live)` : `Load more (${groupDigits(total - loaded)} more)`;
}
