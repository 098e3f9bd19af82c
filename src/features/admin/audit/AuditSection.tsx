import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { LoadingDots } from '../../../components/LoadingDots';
import { formatTimestamp } from '../../../shared/format/clock';
import { useAppSelector } from '../../../state/hooks';
import { failureText, selectLangCode, useT } from '../../language';
import { useGetAuditQuery, type AuditEntry } from '../consoleApi';
import { SectionHead, sectionTitleId } from '../SectionHead';
import { Actions, Muted, Panel, TableScroll } from '../consoleParts';

/** What a detail says, in one line: "from: editor, to: patient". */
const describe = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join(' · ');

/** The audit log (admins only): who changed what and when, newest first, a page at a time. */
export default function AuditSection() {
  const t = useT();
  const [pages, setPages] = useState<Array<string | undefined>>([undefined]);
  return (
    <>
      <SectionHead of="audit" />
      <Panel aria-labelledby={sectionTitleId('audit')}>
        <TableScroll>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('admin.audit.when')}</th>
                <th scope="col">{t('admin.audit.who')}</th>
                <th scope="col">{t('admin.audit.what')}</th>
                <th scope="col">{t('admin.audit.target')}</th>
              </tr>
            </thead>
            {pages.map((before, index) => (
              <AuditPage
                key={before ?? 'newest'}
                before={before}
                last={index === pages.length - 1}
                onMore={(next) => setPages((known) => [...known, next])}
              />
            ))}
          </table>
        </TableScroll>
      </Panel>
    </>
  );
}

const PAGE_SIZE = 50;

function AuditPage({ before, last, onMore }: { before?: string; last: boolean; onMore: (before: string) => void }) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const { data: entries, error, isLoading } = useGetAuditQuery(before);
  // An action the dictionary does not name yet reads as its code (e.g. "content.save").
  const actionName = (action: string) => {
    const key = `admin.audit.action.${action}`;
    const name = t(key);
    return name === key ? action : name;
  };
  const when = (entry: AuditEntry) => formatTimestamp(entry.at, lang);

  const status = (content: ReactNode) => (
    <tbody>
      <tr>
        <td colSpan={4}>{content}</td>
      </tr>
    </tbody>
  );
  if (isLoading) return status(<LoadingDots label={t('common.loading')} />);
  if (!entries) return status(<Muted role="alert">{failureText(t, error)}</Muted>);
  if (entries.length === 0 && !before) return status(<Muted>{t('admin.audit.empty')}</Muted>);

  return (
    <tbody>
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td>
            <time dateTime={entry.at}>{when(entry)}</time>
          </td>
          <td>{entry.actorEmail}</td>
          <td>
            {actionName(entry.action)}
            {Object.keys(entry.detail).length > 0 && <Muted>{describe(entry.detail)}</Muted>}
          </td>
          <td>{entry.target}</td>
        </tr>
      ))}
      {last && entries.length === PAGE_SIZE && (
        <tr>
          <td colSpan={4}>
            <Actions>
              <Button type="button" $variant="secondary" $size="small" onClick={() => onMore(entries.at(-1)!.at)}>
                {t('admin.audit.older')}
              </Button>
            </Actions>
          </td>
        </tr>
      )}
    </tbody>
  );
}
