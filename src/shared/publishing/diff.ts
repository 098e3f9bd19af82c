// The field-by-field difference between two versions of a record, for the history's view:
// every text, link and number that was added, removed or changed, found by its path. Items
// of a list are matched by their `_id` where they carry one (so moving an item is not read
// as changing all of them), else by their place.
import type { LangCode } from '../language';
import { isPair } from './languages';
import type { Snapshot } from './types';

export type PathStep = { field: string } | { item: number; id?: string } | { lang: LangCode };

export type FieldChange = {
  /** From the record's top to the value: fields, list items (by their place in the newer version), languages. */
  path: PathStep[];
  change: 'added' | 'removed' | 'changed';
  before?: string;
  after?: string;
  /** Both values are addresses of pictures: the view shows thumbnails. */
  picture: boolean;
};

type Leaf = { path: PathStep[]; value: string; picture: boolean };

const PICTURE_FIELD = /(image|logo|poster|picture|photo|banner)(url)?$/i;
const PICTURE_ADDRESS = /\.(avif|webp|png|jpe?g|gif|svg)(\?.*)?$|\/media\//i;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function lastField(path: PathStep[]): string {
  for (let index = path.length - 1; index >= 0; index -= 1) {
    const step = path[index]!;
    if ('field' in step) return step.field;
  }
  return '';
}

function collect(value: unknown, path: PathStep[], into: Map<string, Leaf>) {
  if (value === undefined || value === null) return;
  if (isPair(value)) {
    collect(value.id, [...path, { lang: 'id' }], into);
    collect(value.en, [...path, { lang: 'en' }], into);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const id = isObject(item) && typeof item._id === 'string' ? item._id : undefined;
      collect(item, [...path, id ? { item: index, id } : { item: index }], into);
    });
    return;
  }
  if (isObject(value)) {
    for (const [field, inner] of Object.entries(value)) {
      if (field === '_id') continue;
      collect(inner, [...path, { field }], into);
    }
    return;
  }
  const text = String(value);
  const picture = PICTURE_FIELD.test(lastField(path)) && PICTURE_ADDRESS.test(text);
  into.set(keyOf(path), { path, value: text, picture });
}

/** A path's identity across versions: list items by their `_id` when they have one. */
function keyOf(path: PathStep[]): string {
  return path
    .map((step) =>
      'field' in step ? `.${step.field}` : 'lang' in step ? `@${step.lang}` : `[${step.id ?? step.item}]`,
    )
    .join('');
}

function leaves(snapshot: Snapshot | null): Map<string, Leaf> {
  const into = new Map<string, Leaf>();
  collect(snapshot ?? {}, [], into);
  return into;
}

/** What changed from `before` to `after`, in the order the fields appear in `after` (removals last). */
export function diffSnapshots(before: Snapshot | null, after: Snapshot | null): FieldChange[] {
  const older = leaves(before);
  const newer = leaves(after);
  const changes: FieldChange[] = [];
  for (const [key, leaf] of newer) {
    const previous = older.get(key);
    if (!previous) changes.push({ path: leaf.path, change: 'added', after: leaf.value, picture: leaf.picture });
    else if (previous.value !== leaf.value)
      changes.push({
        path: leaf.path,
        change: 'changed',
        before: previous.value,
        after: leaf.value,
        picture: leaf.picture && previous.picture,
      });
  }
  for (const [key, leaf] of older)
    if (!newer.has(key))
      changes.push({ path: leaf.path, change: 'removed', before: leaf.value, picture: leaf.picture });
  return changes;
}
