// Where a page sits in the site: Home › … › the page, each step named in the page's
// language and linked to its address in that language.
import type { BreadcrumbListLeaf, ListItemLeaf } from 'schema-dts';
import { paths } from '../../../src/shared/routing/paths';
import { pageUrl, type PageContext } from './pageContext';

/** One step: its name and its plain path. */
export type Crumb = { name: string; path: string };

/** The trail from Home (first, position 1) through `steps`, the last being the page itself. */
export function breadcrumbsOf(page: PageContext, steps: Crumb[]): BreadcrumbListLeaf {
  const trail = [{ name: page.words('nav.home'), path: paths.home }, ...steps];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index): ListItemLeaf => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: pageUrl(page, step.path),
    })),
  };
}
