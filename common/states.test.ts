import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TRANSITIONS, canMoveAccount, canMoveListing, LISTING_STATUSES, LISTING_TRANSITIONS, statusAfterListerEdit,
  type ListingActor, type ListingStatus,
} from './states.js';

// The expected moves are written out here, not derived from the table under test.
const LISTER_MOVES = ['draft->draft', 'draft->pending', 'pending->pending', 'approved->pending', 'rejected->pending'];
const ADMIN_MOVES = ['pending->approved', 'pending->rejected', 'approved->rejected', 'rejected->approved'];

const pairs = LISTING_STATUSES.flatMap((from) => LISTING_STATUSES.map((to) => [from, to] as [ListingStatus, ListingStatus]));

describe('listing transitions', () => {
  it('has a row for every status', () => {
    expect(Object.keys(LISTING_TRANSITIONS).sort()).toEqual([...LISTING_STATUSES].sort());
  });

  for (const actor of ['lister', 'admin'] as ListingActor[]) {
    const allowed = actor === 'lister' ? LISTER_MOVES : ADMIN_MOVES;
    it.each(pairs)(`${actor}: %s -> %s`, (from, to) => {
      expect(canMoveListing(from, to, actor)).toBe(allowed.includes(`${from}->${to}`));
    });
  }

  it('never lets an admin put a listing into draft or back to pending', () => {
    for (const from of LISTING_STATUSES) {
      expect(canMoveListing(from, 'draft', 'admin')).toBe(false);
      expect(canMoveListing(from, 'pending', 'admin')).toBe(false);
    }
  });

  it('never lets a lister approve or reject', () => {
    for (const from of LISTING_STATUSES) {
      expect(canMoveListing(from, 'approved', 'lister')).toBe(false);
      expect(canMoveListing(from, 'rejected', 'lister')).toBe(false);
    }
  });
});

describe('statusAfterListerEdit', () => {
  it.each([
    ['draft', true, 'draft'],
    ['draft', false, 'pending'],
    ['pending', true, 'pending'],
    ['pending', false, 'pending'],
    ['approved', true, 'pending'],
    ['approved', false, 'pending'],
    ['rejected', true, 'pending'],
    ['rejected', false, 'pending'],
  ] as const)('%s edited (as draft: %s) becomes %s', (from, asDraft, expected) => {
    const next = statusAfterListerEdit(from, asDraft);
    expect(next).toBe(expected);
    // and the lister is always allowed to make that move
    expect(canMoveListing(from, next, 'lister')).toBe(true);
  });
});

describe('account transitions', () => {
  const statuses = ['pending', 'approved', 'rejected', 'suspended'] as const;
  const allowed = [
    'pending->approved', 'pending->rejected', 'approved->rejected', 'approved->suspended', 'rejected->approved', 'rejected->pending',
    'suspended->approved', 'suspended->rejected',
  ];
  it.each(statuses.flatMap((from) => statuses.map((to) => [from, to] as const)))('%s -> %s', (from, to) => {
    expect(canMoveAccount(from, to)).toBe(allowed.includes(`${from}->${to}`));
  });

  it('has a row for every account status', () => {
    expect(Object.keys(ACCOUNT_TRANSITIONS).sort()).toEqual([...statuses].sort());
  });
});
