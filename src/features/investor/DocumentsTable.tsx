import { useAppSelector } from '../../state/hooks';
import type { InvestorDocument } from '../../shared/contentTypes';
import { detailOfDocument, yearOfDocument } from '../../shared/investorData';
import { selectLangCode, useT } from '../language';
import { formatDocumentDate } from './documentDate';
import { DocumentIcon, EmptyNote, LinkText, Table } from './tableParts';

type Props = { caption: string; documents: InvestorDocument[] };

/** Year/Detail table: each document's year, and its title linking to the document in a new tab. */
export function DocumentsTable({ caption, documents }: Props) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  if (documents.length === 0) return <EmptyNote>{t('investor.empty')}</EmptyNote>;
  return (
    <Table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="narrow">
            {t('investor.year')}
          </th>
          <th scope="col">{t('investor.detail')}</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((doc) => {
          const notes = [detailOfDocument(doc), formatDocumentDate(doc.date, lang)].filter(Boolean).join(' · ');
          return (
            <tr key={doc._id}>
              <td className="year">{yearOfDocument(doc)}</td>
              <td>
                {doc.url ? (
                  <a className="doc-link" href={doc.url} target="_blank" rel="noopener noreferrer">
                    <DocumentIcon />
                    <LinkText>
                      {doc.title}
                      <span className="visually-hidden"> {t('investor.opensInNewTab')}</span>
                    </LinkText>
                  </a>
                ) : (
                  <strong>{doc.title}</strong>
                )}
                {notes && <p className="detail">{notes}</p>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
