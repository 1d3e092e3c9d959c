import { describe, expect, it } from 'vitest';
import { isDuplicateText } from './duplicate-text.js';

const original = {
  title: 'Three-Bedroom House with Garden, Hill Station',
  address: '14 Regent Road, Hill Station',
  // Short, as many are: a new title then changes a large share of the whole text.
  description: 'Family house on a quiet lane with a walled garden and a borehole. Master bedroom en suite. '
    + 'Prepaid meter, parking inside the gate. One year in advance.',
};

describe('duplicate_listing (issue 30, item 1)', () => {
  it('finds a repost that kept the description and address under a new title', () => {
    expect(isDuplicateText(original, { ...original, title: 'Lovely Family Home for Rent in Freetown' }).duplicate).toBe(true);
  });

  it('finds it with the address written another way and the sentences in another order', () => {
    const [first, ...rest] = original.description.split('. ');
    const repost = { title: 'House To Let Hill Station', address: 'No. 14 Regent Rd.', description: `${rest.join('. ')} ${first}.` };
    expect(isDuplicateText(original, repost).duplicate).toBe(true);
  });

  it('leaves alone an agency\'s wording reused for a different house in another town', () => {
    const other = {
      title: 'Three-Bedroom House with Garden, Kenema',
      address: '3 Hangha Road, Kenema',
      description: original.description.replace('quiet lane', 'quiet lane in Kenema'),
    };
    expect(isDuplicateText(original, other).duplicate).toBe(false);
  });
});
