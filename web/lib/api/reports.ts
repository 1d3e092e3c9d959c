// Reports of listings (common/api/trust): a user's report, and the admin's Reports queue and its actions.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportedListing, ReportReceipt, ReportResolution } from '../../../common/api/trust';
import type { ReportListingInput, ResolveReportsInput } from '../../../common/schemas/trust';
import { apiRequest } from './http';
import { invalidateAccountQueries, invalidateListingQueries } from './invalidate';
import { usePagedList } from './pages';

const reportKeys = { admin: ['admin', 'reports'] as const };

/** POST /api/properties/:id/reports (signed-in, verified users; one report per listing). */
export function reportListing({ propertyId, ...input }: ReportListingInput & { propertyId: string }): Promise<ReportReceipt> {
  return apiRequest<ReportReceipt>('POST', `/api/properties/${encodeURIComponent(propertyId)}/reports`, input);
}

export function useReportListing() {
  return useMutation({ mutationFn: reportListing });
}

/** GET /api/admin/reports: reported listings, the longest-waiting first. */
export function useReportedListings() {
  return usePagedList<ReportedListing>(reportKeys.admin, '/api/admin/reports');
}

/** POST /api/admin/reports/:id/resolve: dismiss, reject the listing, or suspend the lister. */
export function resolveReports({ propertyId, ...input }: ResolveReportsInput & { propertyId: string }): Promise<ReportResolution> {
  return apiRequest<ReportResolution>('POST', `/api/admin/reports/${encodeURIComponent(propertyId)}/resolve`, input);
}

export function useResolveReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReports,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.admin }),
        invalidateListingQueries(queryClient),
        invalidateAccountQueries(queryClient),
      ]);
    },
  });
}
