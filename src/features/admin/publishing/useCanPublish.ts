// Whether the staff member may publish records of a kind (KIND_TRAITS' publish role). Every
// staff member in the console is an editor at least: the session is asked only for a kind
// an admin must publish.
import { KIND_TRAITS } from '../../../shared/publishing/kindTraits';
import type { PublishedKind } from '../../../shared/publishing/types';
import { roleAllows } from '../../../shared/roles';
import { useGetStaffSessionQuery } from '../consoleApi';

export function useCanPublish(kind: PublishedKind): boolean {
  const { publishRole } = KIND_TRAITS[kind];
  const { data: session } = useGetStaffSessionQuery(undefined, { skip: publishRole === 'editor' });
  return publishRole === 'editor' || (session !== undefined && roleAllows(session.role, publishRole));
}
