import type { StaffGuard } from '../../http/staffAuth';
import type { RouteDeps } from '../deps';

/** What every staff route plugin receives: the route dependencies and the role guard. */
export type AdminDeps = RouteDeps & { guard: StaffGuard };
