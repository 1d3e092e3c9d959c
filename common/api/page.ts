// Lists that can grow answer a plain JSON array with the whole list's total in the x-total-count header
// (spec section 7 keeps the arrays). The web client reads both into one value.

/** One page of a list as the web client holds it: the items and the total of the whole list. */
export interface Page<T> {
  data: T[];
  total: number;
}

export const TOTAL_COUNT_HEADER = 'x-total-count';
