import type { User } from '../../db/schema.js';
import { AppError, forbidden } from '../../lib/errors.js';
import { canMoveAccount, canMoveListing, type AccountStatusValue, type ListingStatus } from '../../../common/states.js';

export const USER_NOT_FOUND = 'User not found';

function refuseMove(kind: 'listing' | 'account', from: string, to: string): never {
  if (from === to) throw new AppError('conflict', `This ${kind} is already ${to}.`);
  if (from === 'draft') throw new AppError('conflict', 'This listing is a draft: the lister has not submitted it for review yet.');
  throw new AppError('conflict', `This ${kind} cannot be moved from ${from} to ${to}.`);
}

/** An admin's review decision on a listing must follow the transition table. */
export function requireListingReviewMove(from: ListingStatus, to: ListingStatus): void {
  if (!canMoveListing(from, to, 'admin')) refuseMove('listing', from, to);
}

/** Accounts of owners and agents are reviewed; administrators' accounts are not. */
export function requireAccountReviewMove(target: User, to: AccountStatusValue): void {
  if (target.isAdmin) throw forbidden('Administrator accounts are not reviewed here.');
  if (!canMoveAccount(target.accountStatus, to)) refuseMove('account', target.accountStatus, to);
}
