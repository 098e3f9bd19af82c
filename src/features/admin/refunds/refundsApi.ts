// The refunds section's calls: the list (by status) and a retry, which refreshes the list
// and the audit log (a retry is audited).
import type { RefundEntry } from '../../../shared/refundTypes';
import type { RefundQuery } from '../../../shared/validation/refunds';
import { staffApi } from '../../../state/staffApi';

export type { RefundEntry };

// Tag types added here, not in state/api.ts: the public pages' first download holds that list.
export const refundsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getRefunds: build.query<RefundEntry[], RefundQuery>({
      query: ({ status }) => `/admin/refunds${status === 'all' ? '' : `?status=${encodeURIComponent(status)}`}`,
      transformResponse: (body: { refunds?: RefundEntry[] }) => body?.refunds ?? [],
      providesTags: (result) => [
        { type: 'Refund', id: 'LIST' },
        ...(result ?? []).map((r) => ({ type: 'Refund' as const, id: r.id })),
      ],
    }),
    // Refreshed on failure too: a refused retry records the provider's newest reason.
    retryRefund: build.mutation<{ message: string; refund: RefundEntry }, string>({
      query: (id) => ({ url: `/admin/refunds/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      invalidatesTags: [{ type: 'Refund', id: 'LIST' }, 'Audit'],
    }),
  }),
});

export const { useGetRefundsQuery, useRetryRefundMutation } = refundsApi;
