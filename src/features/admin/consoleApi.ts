// The console's own calls. Console areas add their endpoints the same way: inject into the
// staff view of the one api (state/staffApi.ts, which declares the staff areas' tag types).
import { staffApi } from '../../state/staffApi';
import type { Role, StaffRole } from '../../shared/roles';
import type { NewStaffValues, RoleChangeValues } from '../../shared/validation/staff';

export type StaffSession = { email: string; role: StaffRole };
export type StaffAccount = { id: string; name: string; email: string; role: Role; createdAt: string };
export type AuditEntry = {
  id: string;
  at: string;
  actorEmail: string;
  action: string;
  target: string;
  detail: Record<string, unknown>;
};
export type Saved = { success: true; message: string };

export const consoleApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffSession: build.query<StaffSession, void>({
      query: () => '/admin/session',
      transformResponse: (body: { staff: StaffSession }) => body.staff,
      providesTags: ['StaffSession'],
    }),
    getStaffAccounts: build.query<StaffAccount[], void>({
      query: () => '/admin/staff',
      transformResponse: (body: { staff: StaffAccount[] }) => body.staff,
      providesTags: ['StaffAccounts'],
    }),
    createStaffAccount: build.mutation<Saved, NewStaffValues>({
      query: (body) => ({ url: '/admin/staff', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['StaffAccounts', 'Audit'] : []),
    }),
    changeRole: build.mutation<Saved, RoleChangeValues>({
      query: (body) => ({ url: '/admin/staff/role', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['StaffAccounts', 'Audit'] : []),
    }),
    getAudit: build.query<AuditEntry[], string | undefined>({
      query: (before) => (before ? `/admin/audit?before=${encodeURIComponent(before)}` : '/admin/audit'),
      transformResponse: (body: { entries: AuditEntry[] }) => body.entries,
      providesTags: ['Audit'],
    }),
  }),
});

export const {
  useGetStaffSessionQuery,
  useGetStaffAccountsQuery,
  useCreateStaffAccountMutation,
  useChangeRoleMutation,
  useGetAuditQuery,
} = consoleApi;
