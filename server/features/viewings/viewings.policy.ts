// Who may do what with a viewing: plain functions over a row, each refusal with the text a person reads.
import type { User, Viewing } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { isMoveAllowed, isTurnOfSide, type ViewingMove, type ViewingSide } from '../../../common/viewings.js';

export const VIEWING_NOT_FOUND = 'This viewing could not be found.';
export const VERIFY_TO_BOOK = 'Identity verification required: verify your e-mail or phone to request viewings.';
export const OWN_LISTING = 'This is your own listing.';
export const LISTING_NOT_BOOKABLE = 'This listing is not live, so viewings of it cannot be booked.';

const MOVE_REFUSED: Record<ViewingMove, string> = {
  answer: 'This viewing is not waiting for your answer.',
  propose: 'Other times cannot be proposed for this viewing now.',
  cancel: 'This viewing can no longer be cancelled.',
  outcome: 'You can say how a viewing went once its time has come.',
};

/** The caller's side of the viewing; anyone else is told it does not exist. */
export function requireSide(user: User, viewing: Viewing): ViewingSide {
  if (viewing.hunterId === user.id) return 'hunter';
  if (viewing.listerId === user.id) return 'lister';
  throw notFound(VIEWING_NOT_FOUND);
}

/** True when the waiting proposal is for `side` to answer. */
export const isTurnOf = (viewing: Viewing, side: ViewingSide) => isTurnOfSide(viewing, side);

/** Refuses (409) a move the viewing's state does not allow to this side now (the rule is common/viewings.ts's). */
export function requireMove(viewing: Viewing, side: ViewingSide, move: ViewingMove, now: Date): void {
  if (!isMoveAllowed(viewing, side, move, now)) throw new AppError('conflict', MOVE_REFUSED[move]);
}

export function requireMayRequest(user: User, listerId: string): void {
  if (!user.isVerified) throw forbidden(VERIFY_TO_BOOK);
  if (user.id === listerId) throw forbidden(OWN_LISTING);
}
