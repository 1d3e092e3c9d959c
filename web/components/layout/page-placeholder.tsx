import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Container, PageHeader, usePageTitle } from './page';
import { EmptyState } from '../ui/empty-state';

interface PagePlaceholderProps {
  title: string;
  description?: ReactNode;
  icon: LucideIcon;
  emptyTitle: ReactNode;
  emptyText?: ReactNode;
  action?: ReactNode;
}

/** A tidy page frame for routes whose feature is still being built; each page file replaces it wholesale. */
export function PagePlaceholder({ title, description, icon, emptyTitle, emptyText, action }: PagePlaceholderProps) {
  usePageTitle(title);
  return (
    <Container className="py-8 sm:py-10">
      <PageHeader title={title} description={description} />
      <EmptyState icon={icon} title={emptyTitle} description={emptyText} action={action} />
    </Container>
  );
}
