import { CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import type { AccountStatus } from '../../../../common/constants';
import type { BadgeVariant } from '../../../components/ui/badge';

export interface AccountStatusInfo {
  title: string;
  short: string;
  icon: LucideIcon;
  tone: 'warning' | 'success' | 'danger';
  badge: BadgeVariant;
}

/** The spec's three account-status titles, with the matching icon and colour. */
export const ACCOUNT_STATUS_INFO: Record<AccountStatus, AccountStatusInfo> = {
  pending: { title: 'Pending Approval', short: 'Pending approval', icon: Clock, tone: 'warning', badge: 'warning' },
  approved: { title: 'Account Approved', short: 'Approved', icon: CircleCheck, tone: 'success', badge: 'success' },
  rejected: { title: 'Account Rejected', short: 'Rejected', icon: CircleX, tone: 'danger', badge: 'danger' },
  suspended: { title: 'Account Suspended', short: 'Suspended', icon: CircleX, tone: 'danger', badge: 'danger' },
};
