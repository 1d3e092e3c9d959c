import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonVariant } from './button';

interface LinkButtonProps {
  href: string;
  icon?: LucideIcon;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}

/** A link within the app that looks like a button, with an optional icon before its text. */
export function LinkButton({ href, icon: Icon, variant, className, children }: LinkButtonProps) {
  return (
    <Button asChild variant={variant} className={className}>
      <Link href={href}>
        {Icon ? <Icon aria-hidden="true" /> : null}
        {children}
      </Link>
    </Button>
  );
}
