import { CalendarPlus, ExternalLink, MapPin, ShieldCheck } from 'lucide-react';
import type { Viewing } from '../../../../common/api/viewings';
import { Button } from '../../../components/ui/button';

type Meeting = NonNullable<Viewing['meeting']>;

/**
 * A static map pin: a link to the place on OpenStreetMap. Loading the map library for one pin would cost a
 * phone more data than the pin is worth, and the link opens the phone's own map app for directions.
 */
function MapPinLink({ map, address }: { map: NonNullable<Meeting['map']>; address: string }) {
  const href = `https://www.openstreetmap.org/?mlat=${map.lat}&mlon=${map.lng}#map=16/${map.lat}/${map.lng}`;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer"
      className="group flex items-center gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow"><MapPin className="size-5" aria-hidden="true" /></span>
      <span className="min-w-0 text-sm">
        <span className="block font-semibold text-slate-900 group-hover:underline">See the place on a map<ExternalLink className="ml-1 inline size-3.5" aria-hidden="true" /></span>
        <span className="block text-slate-700">{address} · {map.lat.toFixed(4)}, {map.lng.toFixed(4)}</span>
      </span>
    </a>
  );
}

/** A confirmed viewing: where to meet, the calendar file, and how to stay safe (decision 0021). */
export function MeetingCard({ meeting }: { meeting: Meeting }) {
  return (
    <section aria-labelledby="meeting-title" className="space-y-4 rounded-2xl border border-brand-200 bg-white p-5 shadow-sm">
      <h2 id="meeting-title" className="text-lg font-semibold text-slate-900">Where to meet</h2>
      <p className="flex items-start gap-2 text-slate-800" data-testid="meeting-address"><MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />{meeting.address}</p>
      {meeting.map ? <MapPinLink map={meeting.map} address={meeting.address} /> : null}
      <Button asChild variant="outline">
        <a href={meeting.calendarUrl} download="viewing.ics"><CalendarPlus aria-hidden="true" />Add to my calendar (.ics)</a>
      </Button>
      <div className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
        <h3 className="flex items-center gap-2 font-semibold text-amber-950"><ShieldCheck className="size-5" aria-hidden="true" />Stay safe</h3>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-amber-950" data-testid="safety-checklist">
          {meeting.safetyChecklist.map((item) => <li key={item}>{item}</li>)}
        </ul>
      </div>
    </section>
  );
}
