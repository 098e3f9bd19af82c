// What a scheduled release will change in one record, field by field: the public version
// beside what would go public now (the draft in the item's languages; the server publishes
// the draft as it stands when the release runs). Pictures show as thumbnails with their file
// names, so a picture's change is read in words too.
import styled from 'styled-components';
import { MediaImage } from '../../../components/MediaImage';
import { diffSnapshots, type FieldChange, type PathStep } from '../../../shared/publishing/diff';
import { mergeLanguages } from '../../../shared/publishing/languages';
import { useT, type TFunction } from '../../language';
import { Muted, TableScroll } from '../consoleParts';
import { KIND_TRAITS } from '../../../shared/publishing/kindTraits';
import type { ReleaseItem } from '../../../shared/publishing/types';
import { recordTitle } from './kindLabels';

/** Texts longer than this are cut in the list: it says what changed, the editor shows it whole. */
const SHOWN_CHARACTERS = 280;

/** "logoImageUrl" → "Logo image url". */
export function humanize(name: string): string {
  const words = name
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function stepText(step: PathStep, t: TFunction): string {
  if ('field' in step) return humanize(step.field);
  if ('lang' in step) return t(`admin.releases.lang.${step.lang}`);
  return t('admin.releases.listItem', { number: step.item + 1 });
}

export const pathText = (path: PathStep[], t: TFunction) => path.map((step) => stepText(step, t)).join(' › ');

/** What would go public if the release ran now. */
function goingPublic(item: ReleaseItem) {
  if (!item.draft || !item.published || !KIND_TRAITS[item.kind].languages || item.langs.length === 0) return item.draft;
  return mergeLanguages(item.published, item.draft, item.langs);
}

export function ReleaseChanges({ item }: { item: ReleaseItem }) {
  const t = useT();
  if (item.action === 'unpublish') return <Muted>{t('admin.releases.changes.unpublish')}</Muted>;
  const after = goingPublic(item);
  const changes = after ? diffSnapshots(item.published ?? null, after) : [];
  return (
    <>
      {item.published === null && <Muted>{t('admin.releases.changes.first')}</Muted>}
      {item.changedLanguages && item.changedLanguages.length > 0 && (
        <Muted>
          {t('admin.releases.changes.languages', {
            langs: item.changedLanguages.map((lang) => t(`admin.releases.lang.${lang}`)).join(', '),
          })}
        </Muted>
      )}
      {changes.length === 0 ? (
        <Muted>{t('admin.releases.changes.none')}</Muted>
      ) : (
        <TableScroll>
          <table>
            <caption className="visually-hidden">
              {t('admin.releases.changes.caption', { title: recordTitle(t, item) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.releases.changes.field')}</th>
                <th scope="col">{t('admin.releases.changes.before')}</th>
                <th scope="col">{t('admin.releases.changes.after')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={pathText(change.path, t) + change.change}>
                  <th scope="row">{pathText(change.path, t)}</th>
                  <td>
                    <Value change={change} side="before" />
                  </td>
                  <td>
                    <Value change={change} side="after" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}

function Value({ change, side }: { change: FieldChange; side: 'before' | 'after' }) {
  const t = useT();
  const value = change[side];
  if (value === undefined)
    return <Muted>{t(side === 'before' ? 'admin.releases.changes.added' : 'admin.releases.changes.removed')}</Muted>;
  if (change.picture)
    return (
      <Picture>
        <Thumb src={value} alt="" width={72} height={72} sizes="72px" maxWidth={72} />
        <span>{value.split('/').pop()}</span>
      </Picture>
    );
  return <Text>{value.length > SHOWN_CHARACTERS ? `${value.slice(0, SHOWN_CHARACTERS)}…` : value}</Text>;
}

const Text = styled.span`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Picture = styled.span`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 0.85rem;
  overflow-wrap: anywhere;
`;

const Thumb = styled(MediaImage)`
  width: 72px;
  height: 72px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
`;
