// How quickly a lister answers (issue 33, decision 0022): the rule, once, pure, so the server computes it and a
// unit test checks it against hand-worked cases.

/** The window the figures look back over. */
export const RESPONSE_WINDOW_DAYS = 90;
/** A conversation counts as answered when the lister's first reply came within this many hours. */
export const ANSWERED_WITHIN_HOURS = 48;
/** Below this many conversations the figures say too little about a person to be shown. */
export const MIN_CONVERSATIONS_FOR_FIGURES = 5;
/** Listings per page of a lister's page. */
export const LISTER_LISTINGS_PAGE = 12;

const HOUR_MS = 60 * 60 * 1000;

/** One conversation a hunter began in the window, and the lister's first reply to it (null: none yet). */
export interface ConversationStart {
  startedAt: Date;
  firstReplyAt: Date | null;
}

export interface ResponseFigures {
  /** Conversations that count: answered, or unanswered for longer than ANSWERED_WITHIN_HOURS. */
  conversations: number;
  /** Percentage answered within ANSWERED_WITHIN_HOURS, whole number; null below the minimum. */
  responseRate: number | null;
  /** Median minutes to the first reply over the answered ones; null below the minimum or with none answered. */
  typicalResponseMinutes: number | null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The figures at `now`. A conversation still inside its answering time and not yet answered is left out: it
 * has not failed yet, and counting it would punish a lister for a message that came in an hour ago.
 */
export function computeResponseFigures(starts: readonly ConversationStart[], now: Date): ResponseFigures {
  const limitMs = ANSWERED_WITHIN_HOURS * HOUR_MS;
  const delays: number[] = [];
  let counted = 0;
  for (const { startedAt, firstReplyAt } of starts) {
    const delay = firstReplyAt ? firstReplyAt.getTime() - startedAt.getTime() : null;
    const answered = delay !== null && delay <= limitMs;
    if (!answered && now.getTime() - startedAt.getTime() <= limitMs) continue;
    counted += 1;
    if (answered) delays.push(delay);
  }
  if (counted < MIN_CONVERSATIONS_FOR_FIGURES) return { conversations: counted, responseRate: null, typicalResponseMinutes: null };
  return {
    conversations: counted,
    responseRate: Math.round((delays.length / counted) * 100),
    typicalResponseMinutes: delays.length ? Math.round(median(delays) / 60_000) : null,
  };
}

/** "within an hour", "within 5 hours", "within a day", "within 2 days": the typical time in words. */
export function responseTimeText(minutes: number): string {
  if (minutes <= 60) return 'within an hour';
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return `within ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? 'within a day' : `within ${days} days`;
}
