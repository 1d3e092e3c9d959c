// Viewings (issue 32, decision 0021): the states, limits, hours rules and safety texts the server and the web
// app share. Sierra Leone keeps GMT all year (no daylight saving), so a weekday and a minute of the day are
// read in UTC.

export const VIEWING_STATUSES = ['requested', 'proposed_other', 'confirmed', 'declined', 'cancelled'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];
export type ViewingSide = 'hunter' | 'lister';
export const VIEWING_OUTCOMES = ['took_place', 'no_show'] as const;
export type ViewingOutcome = (typeof VIEWING_OUTCOMES)[number];

/** How long a viewing holds the lister's time: two viewings of one lister may not start closer than this. */
export const VIEWING_MINUTES = 60;
export const VIEWING_MAX_TIMES = 3;
/** How far ahead a time may be proposed. */
export const VIEWING_MAX_DAYS_AHEAD = 90;
/** Requests a hunter may have waiting for an answer at once, and may send in a day. */
export const VIEWING_OPEN_REQUESTS_PER_HUNTER = 5;
export const VIEWING_REQUESTS_PER_HUNTER_PER_DAY = 10;
export const VIEWING_REASON_MAX = 500;
export const VIEWING_NOTE_MAX = 500;
export const VIEWING_HOURS_MAX_WINDOWS = 21;
export const DAY_REMINDER_MS = 24 * 60 * 60 * 1000;
export const HOUR_REMINDER_MS = 2 * 60 * 60 * 1000;

/** Weekday 0 = Sunday … 6 = Saturday; minutes from midnight, Sierra Leone time (UTC). */
export interface ViewingWindow { weekday: number; startMinute: number; endMinute: number }

/** A lister who has not set hours takes viewings Monday to Saturday, 9:00 to 17:00. */
export const DEFAULT_VIEWING_HOURS: ViewingWindow[] = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 17 * 60 }));

/** True when a viewing starting at `at` fits whole inside one of the windows. */
export function isInsideHours(at: Date, windows: readonly ViewingWindow[]): boolean {
  const weekday = at.getUTCDay();
  const start = at.getUTCHours() * 60 + at.getUTCMinutes();
  return windows.some((w) => w.weekday === weekday && start >= w.startMinute && start + VIEWING_MINUTES <= w.endMinute);
}

/** Which side acts next on an open viewing: the one that did not make the waiting proposal. */
export const otherSide = (side: ViewingSide): ViewingSide => (side === 'hunter' ? 'lister' : 'hunter');

/**
 * The moves each state allows, and to whom: `answer` (accept or decline) is for the side the proposal waits on;
 * `propose` other times for that side too, and for either side of a confirmed viewing (a reschedule, with a
 * reason); `cancel` for either side while the viewing is open or confirmed; `outcome` after a confirmed time.
 */
export const VIEWING_MOVES: Record<ViewingStatus, readonly ('answer' | 'propose' | 'cancel' | 'outcome')[]> = {
  requested: ['answer', 'propose', 'cancel'],
  proposed_other: ['answer', 'propose', 'cancel'],
  confirmed: ['propose', 'cancel', 'outcome'],
  declined: [],
  cancelled: [],
};

export type ViewingMove = (typeof VIEWING_MOVES)[ViewingStatus][number];

/** What a move needs to know of a viewing (the server's row and the web app's answer alike). */
export interface ViewingMoveFacts { status: ViewingStatus; proposedBy: ViewingSide; scheduledAt: Date | null }

/** True when the waiting proposal is for `side` to answer. */
export const isTurnOfSide = (v: Pick<ViewingMoveFacts, 'status' | 'proposedBy'>, side: ViewingSide) =>
  (v.status === 'requested' || v.status === 'proposed_other') && otherSide(v.proposedBy) === side;

/**
 * Whether `side` may make `move` now: the server refuses any other move (409), and the viewing page offers only
 * these, so both read this one rule. Answering and counter-proposing are for the side the proposal waits on;
 * a confirmed viewing can be moved or cancelled until its time, and marked only after it.
 */
export function isMoveAllowed(v: ViewingMoveFacts, side: ViewingSide, move: ViewingMove, now: Date): boolean {
  if (!VIEWING_MOVES[v.status].includes(move)) return false;
  const open = v.status === 'requested' || v.status === 'proposed_other';
  const due = v.scheduledAt !== null && v.scheduledAt.getTime() <= now.getTime();
  switch (move) {
    case 'answer': return isTurnOfSide(v, side);
    case 'propose': return open ? isTurnOfSide(v, side) : !due;
    case 'cancel': return open || !due;
    case 'outcome': return due;
  }
}

/** The safety checklist shown with a confirmed viewing (and in its reminders). */
export const VIEWING_SAFETY_CHECKLIST = [
  'Meet at the property, not somewhere else.',
  'Take someone with you.',
  'Never pay before you have seen the property.',
  'Ask to see the papers, and meet the owner or see the agent\'s authority letter.',
] as const;
