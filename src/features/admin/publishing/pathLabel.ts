// A field's place in a record, as the history's difference names it: field names in words
// ("backgroundImageUrl" reads "Background image URL"), list items by their place ("item 3"),
// languages by name ("English").
import type { PathStep } from '../../../shared/publishing/diff';
import type { TFunction } from '../../language';

/** A field's name from camelCase (or snake_case) to a capitalised phrase. */
export function humanizeField(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => (word === 'url' ? 'URL' : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function pathLabel(t: TFunction, path: readonly PathStep[]): string {
  return path
    .map((step) =>
      'field' in step
        ? humanizeField(step.field)
        : 'lang' in step
          ? t(`admin.publishing.lang.${step.lang}`)
          : t('admin.publishing.item', { n: step.item + 1 }),
    )
    .join(' › ');
}
