import { Link } from 'wouter';
import { Download, Gauge, PiggyBank, Smartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button';

const POINTS = [
  { icon: Gauge, text: 'Light pages and small photos that load fast on 3G' },
  { icon: PiggyBank, text: 'Careful with your data: nothing reloads unless you ask' },
  { icon: Download, text: 'Add it to your home screen like an app, no store download' },
];

export function MobileFirst() {
  return (
    <section aria-labelledby="mobile-title" className="mx-auto max-w-6xl px-4 pt-20 sm:px-6">
      <div className="grid items-center gap-8 overflow-hidden rounded-3xl bg-slate-900 p-6 text-white sm:p-10 md:grid-cols-[1.3fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-300">
            <Smartphone className="size-4" aria-hidden="true" />
            Made for your phone
          </p>
          <h2 id="mobile-title" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">House hunting that respects your data bundle</h2>
          <ul className="mt-6 space-y-3">
            {POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-slate-200">
                <Icon className="size-5 shrink-0 text-brand-300" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
          <p className="text-lg font-semibold">Have a property to let or sell?</p>
          <p className="mt-1 text-sm text-slate-300">Owners and licensed agents list for free during our beta.</p>
          <div className="mt-5 flex flex-wrap gap-2">
            <Button asChild>
              <Link href="/join-platform">List your property</Link>
            </Button>
            <Button asChild variant="ghost" className="text-white hover:bg-white/10 hover:text-white">
              <Link href="/search">Browse homes</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
