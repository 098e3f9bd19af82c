// The staff console's addresses. Apart from paths.ts on purpose: only the console and the
// account menu need them, so the public pages' first download carries none of this.
import { routeTable } from './routeTable';

const home = routeTable.admin.pattern.replace(/\/\*$/, '');

export const consolePaths = {
  home,
  section: (section: string) => `${home}/${section}`,
};
