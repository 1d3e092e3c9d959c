import { useQuery } from '@tanstack/react-query';

/** GET /api/dashboard: the signed-in owner's or agent's figures, all from real data. */
export interface ListerDashboard {
  counts: { total: number; active: number; live: number; draft: number; pending: number; rejected: number; archived: number };
  totalViews: number;
  inquiries: number;
  /** Percent of views that became an inquiry, one decimal. */
  conversionRate: number;
  /** Agents only: 3% of the USD price of approved listings, as a decimal string. */
  potentialCommissionUSD: string | null;
}

export const LISTER_DASHBOARD_KEY = ['/api/dashboard'] as const;

export function useListerDashboard(enabled = true) {
  return useQuery<ListerDashboard>({ queryKey: LISTER_DASHBOARD_KEY, enabled });
}
