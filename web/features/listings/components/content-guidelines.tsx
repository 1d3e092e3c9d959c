import { useState } from 'react';
import { ChevronDown, ChevronUp, Lightbulb, X } from 'lucide-react';
import { CONTENT_GUIDELINES, GUIDELINES_SHOWN } from '../../../../common/listing-builder';

/** The dismissible Content Guidelines box: the first 3 of 8, expandable to all. */
export function ContentGuidelines() {
  const [open, setOpen] = useState(true);
  const [expanded, setExpanded] = useState(false);
  if (!open) return null;
  const shown = expanded ? CONTENT_GUIDELINES : CONTENT_GUIDELINES.slice(0, GUIDELINES_SHOWN);
  const hidden = CONTENT_GUIDELINES.length - GUIDELINES_SHOWN;
  return (
    <aside aria-labelledby="guidelines-title" className="relative rounded-2xl border border-accent-200 bg-accent-50 p-4 pr-12 text-accent-900 sm:p-5 sm:pr-14">
      <h2 id="guidelines-title" className="flex items-center gap-2 font-semibold">
        <Lightbulb className="size-5" aria-hidden="true" />
        Content Guidelines
      </h2>
      <ul id="guidelines-list" className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {shown.map((g) => (
          <li key={g}>{g}</li>
        ))}
      </ul>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls="guidelines-list"
        onClick={() => setExpanded((v) => !v)}
        className="mt-2 inline-flex items-center gap-1 rounded text-sm font-semibold text-accent-800 hover:underline focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
      >
        {expanded ? <ChevronUp className="size-4" aria-hidden="true" /> : <ChevronDown className="size-4" aria-hidden="true" />}
        {expanded ? 'Show fewer' : `Show all ${CONTENT_GUIDELINES.length} guidelines (${hidden} more)`}
      </button>
      <button
        type="button"
        onClick={() => setOpen(false)}
        aria-label="Dismiss content guidelines"
        className="absolute top-2.5 right-2.5 flex size-9 items-center justify-center rounded-full text-accent-800 hover:bg-accent-100 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </aside>
  );
}
