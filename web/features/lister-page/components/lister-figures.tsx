import { CalendarCheck, Clock, Home, MessageSquareReply } from 'lucide-react';
import { StatCard } from '../../../components/ui/stat-card';
import { groupDigits } from '../../../../common/format';
import { MIN_CONVERSATIONS_FOR_FIGURES, RESPONSE_WINDOW_DAYS, responseTimeText } from '../../../../common/lister-figures';
import type { ListerPage } from '../../../../common/api/listers';

const NOT_ENOUGH = `Shown after ${MIN_CONVERSATIONS_FOR_FIGURES} conversations in ${RESPONSE_WINDOW_DAYS} days`;

/** How quickly they answer, viewings held and live listings: each says what it counts (decision 0022). */
export function ListerFigures({ lister }: { lister: ListerPage }) {
  const { responseRate, typicalResponseMinutes, conversations } = lister.responses;
  const enough = responseRate !== null;
  return (
    <section aria-labelledby="lister-figures-title">
      <h2 id="lister-figures-title" className="sr-only">How this lister answers</h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Response rate"
          icon={MessageSquareReply}
          value={enough ? `${responseRate}%` : null}
          hint={enough ? `Answered within 2 days, of ${groupDigits(conversations)} conversations in the last ${RESPONSE_WINDOW_DAYS} days` : NOT_ENOUGH}
        />
        <StatCard
          label="Usually replies"
          icon={Clock}
          tone="accent"
          value={typicalResponseMinutes !== null ? responseTimeText(typicalResponseMinutes) : null}
          hint={enough ? 'The middle of their first-reply times' : NOT_ENOUGH}
        />
        <StatCard label="Viewings held" icon={CalendarCheck} tone="amber" value={groupDigits(lister.viewingsHeld)} hint="Confirmed viewings that took place" />
        <StatCard label="Live listings" icon={Home} tone="slate" value={groupDigits(lister.liveListings)} />
      </div>
    </section>
  );
}
