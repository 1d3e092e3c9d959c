import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '../../../../common/schemas/property';
import { apiRequest } from '../../../lib/api';
import { invalidateAccountQueries } from '../../listings/query-keys';

/** PATCH /api/admin/users/:id/status: approve an owner or agent account, or reject it with a reason. */
export function reviewUser({ id, ...input }: ReviewInput & { id: string }): Promise<unknown> {
  return apiRequest('PATCH', `/api/admin/users/${encodeURIComponent(id)}/status`, input);
}

export function useReviewUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reviewUser, onSuccess: () => invalidateAccountQueries(queryClient) });
}
