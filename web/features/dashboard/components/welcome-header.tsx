import type { LucideIcon } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page';
import { LinkButton } from '../../../components/ui/link-button';

interface WelcomeHeaderProps {
  name: string;
  title: string;
  description: string;
  /** The one thing this kind of member comes to do (list a property, browse). */
  action: { href: string; icon: LucideIcon; label: string };
}

/** A member dashboard's header: a welcome, what the page is, and its main action. */
export function WelcomeHeader({ name, title, description, action: { href, icon, label } }: WelcomeHeaderProps) {
  return (
    <PageHeader
      eyebrow={`Welcome back, ${name}`}
      title={title}
      description={description}
      actions={
        <LinkButton href={href} icon={icon}>
          {label}
        </LinkButton>
      }
    />
  );
}
