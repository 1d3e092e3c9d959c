// Listing and account states with the one table of allowed transitions each. Every status change on the
// server goes through these functions, so a forbidden move is refused in one place.

export const LISTING_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Who moves a listing: the lister (submit, edit) or an admin (review). */
export type ListingActor = 'lister' | 'admin';

type TransitionTable<S extends string> = Record<S, Partial<Record<S, readonly ListingActor[]>>>;

export const LISTING_TRANSITIONS: TransitionTable<ListingStatus> = {
  draft: { draft: ['lister'], pending: ['lister'] },
  pending: { pending: ['lister'], approved: ['admin'], rejected: ['admin'] },
  // An edit of a reviewed listing sends it back to review.
  approved: { pending: ['lister'], rejected: ['admin'] },
  rejected: { pending: ['lister'], approved: ['admin'] },
};

export function canMoveListing(from: ListingStatus, to: ListingStatus, actor: ListingActor): boolean {
  return LISTING_TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** The status an edit by the lister leads to: drafts may stay drafts, everything else goes (back) to review. */
export function statusAfterListerEdit(from: ListingStatus, asDraft: boolean): ListingStatus {
  if (asDraft && from === 'draft') return 'draft';
  return 'pending';
}

export const ACCOUNT_TRANSITIONS = {
  pending: ['approved', 'rejected'],
  approved: ['rejected', 'suspended'],
  rejected: ['approved', 'pending'],
  // Lifting a suspension approves the account again.
  suspended: ['approved', 'rejected'],
} as const satisfies Record<'pending' | 'approved' | 'rejected' | 'suspended', readonly string[]>;

export type AccountStatusValue = keyof typeof ACCOUNT_TRANSITIONS;

export function canMoveAccount(from: AccountStatusValue, to: AccountStatusValue): boolean {
  return (ACCOUNT_TRANSITIONS[from] as readonly string[]).includes(to);
}
