// The refunds section's calls: the list (by status), a retry, and the mark of a bank transfer
// staff made; both refresh the list and the audit log (they are audited).
import type { RefundEntry } from '../../../shared/refundTypes';
import type { RefundQuery, RefundTransfer } from '../../../shared/validation/refunds';
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
    markRefundTransferred: build.mutation<{ message: string; refund: RefundEntry }, RefundTransfer & { id: string }>({
      query: ({ id, note }) => ({
        url: `/admin/refunds/${encodeURIComponent(id)}/transferred`,
        method: 'POST',
        body: { note },
      }),
      invalidatesTags: [{ type: 'Refund', id: 'LIST' }, 'Audit'],
    }),
  }),
});

export const { useGetRefundsQuery, useRetryRefundMutation, useMarkRefundTransferredMutation } = refundsApi;
