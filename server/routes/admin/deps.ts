import type { StaffGuard } from '../../http/staffAuth';
import type { ApiDeps } from '../deps';

/**
 * What every staff route plugin receives: the route dependencies, the role guard, and the
 * site's secrets (share-preview links are signed with one).
 */
export type AdminDeps = ApiDeps & { guard: StaffGuard };
