import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowRight, Check, type LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface PlanCardProps {
  icon: LucideIcon;
  title: string;
  tagline: string;
  price: ReactNode;
  benefits: string[];
  href: string;
  cta: string;
  highlighted?: boolean;
}

export function PlanCard({ icon: Icon, title, tagline, price, benefits, href, cta, highlighted }: PlanCardProps) {
  return (
    <article
      className={cn(
        'relative flex flex-col rounded-3xl border bg-white p-6 shadow-sm sm:p-8',
        highlighted ? 'border-brand-300 ring-2 ring-brand-600/15' : 'border-slate-200',
      )}
    >
      <span className={cn('flex size-12 items-center justify-center rounded-2xl', highlighted ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700')}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-1 text-slate-600">{tagline}</p>
      <div className="mt-5 border-y border-slate-100 py-4">{price}</div>
      <ul className="mt-5 flex-1 space-y-3">
        {benefits.map((b) => (
          <li key={b} className="flex gap-3 text-slate-700">
            <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
            <span>{b}</span>
          </li>
        ))}
      </ul>
      <Button asChild size="lg" variant={highlighted ? 'primary' : 'outline'} className="mt-8 w-full">
        <Link href={href}>
          {cta}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </article>
  );
}
