import { describe, expect, it } from 'vitest';
import { LISTING_TOTAL_CAP } from '../../../../common/constants';
import { loadMoreLabel } from './load-more-label';

describe('loadMoreLabel', () => {
  it('says how many remain when the total is exact', () => {
    expect(loadMoreLabel(30, 24)).toBe('Load more (6 more)');
  });

  it('does not count down from a capped total', () => {
    expect(loadMoreLabel(LISTING_TOTAL_CAP + 1, 24)).toBe('Load more (1,000+ live)');
  });
});
