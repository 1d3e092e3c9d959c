// What a viewing's state means to the person reading it: a short label, the badge colour, and whose move it is.
import type { Viewing } from '../../../common/api/viewings';
import type { BadgeVariant } from '../../components/ui/badge';

/** An open request whose proposed times have all passed without an answer (the server lists it as past). */
export const isExpired = (v: Viewing, now = new Date()) =>
  (v.status === 'requested' || v.status === 'proposed_other') && v.proposedTimes.every((t) => new Date(t) <= now);

export function statusLabel(v: Viewing, now = new Date()): { text: string; variant: BadgeVariant } {
  switch (v.status) {
    case 'requested':
    case 'proposed_other':
      if (isExpired(v, now)) return { text: 'Expired', variant: 'outline' };
      return v.myTurn ? { text: 'Waiting for your answer', variant: 'warning' } : { text: 'Waiting for an answer', variant: 'neutral' };
    case 'confirmed':
      return v.scheduledAt && new Date(v.scheduledAt) <= now ? { text: 'Time has passed', variant: 'outline' } : { text: 'Confirmed', variant: 'success' };
    case 'declined':
      return { text: 'Declined', variant: 'danger' };
    case 'cancelled':
      return { text: 'Cancelled', variant: 'danger' };
  }
}

export const otherPerson = (v: Viewing) => (v.me === 'hunter' ? v.lister : v.hunter);

/** One sentence on where the viewing stands and who acts next. */
export function turnText(v: Viewing, now = new Date()): string {
  const other = otherPerson(v).name;
  switch (v.status) {
    case 'requested':
    case 'proposed_other':
      if (isExpired(v, now)) return v.myTurn ? 'The proposed times passed without an answer: offer other times, or decline.' : 'The proposed times passed without an answer. You can ask again from the listing, with new times.';
      return v.myTurn ? `${other} proposed the times below: accept one, offer others, or decline.` : `Waiting for ${other} to answer your proposed times.`;
    case 'confirmed': {
      const due = v.scheduledAt !== null && new Date(v.scheduledAt) <= now;
      if (!due) return 'The viewing is booked. Either of you can move or cancel it, with a reason.';
      const mine = v.me === 'hunter' ? v.hunterOutcome : v.listerOutcome;
      return mine ? 'Thank you for telling us how the viewing went.' : 'The time has passed: did the viewing take place?';
    }
    case 'declined':
      return v.lastActedBy === v.me ? 'You declined this viewing.' : `${other} declined this viewing.`;
    case 'cancelled':
      return v.lastActedBy === v.me ? 'You cancelled this viewing.' : `${other} cancelled this viewing.`;
  }
}

export const OUTCOME_TEXT = { took_place: 'took place', no_show: 'did not come' } as const;
