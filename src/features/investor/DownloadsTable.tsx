import { useAppSelector } from '../../state/hooks';
import type { InvestorDocument } from '../../shared/contentTypes';
import { detailOfDocument } from '../../shared/investorData';
import { downloadLink, isLocalUrl } from '../../shared/mediaUrl';
import { selectLangCode, useT } from '../language';
import { formatDocumentDate } from './documentDate';
import { DownloadButton, DownloadIcon, EmptyNote, Table } from './tableParts';

type Props = { caption: string; documents: InvestorDocument[] };

/** Title/Download table: each document's title and a link that downloads its PDF (SPEC §2, §7). */
export function DownloadsTable({ caption, documents }: Props) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  if (documents.length === 0) return <EmptyNote>{t('investor.empty')}</EmptyNote>;
  return (
    <Table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('investor.title')}</th>
          <th scope="col" className="action">
            {t('investor.download')}
          </th>
        </tr>
      </thead>
      <tbody>
        {documents.map((doc) => {
          const link = doc.url ? downloadLink(doc.url) : null;
          // Other hosts may ignore both the attribute and the attachment flag: keep this page open.
          const elsewhere = link && !link.download && !isLocalUrl(doc.url);
          const notes = [detailOfDocument(doc), formatDocumentDate(doc.date, lang)].filter(Boolean).join(' · ');
          return (
            <tr key={doc._id}>
              <td>
                <strong>{doc.title}</strong>
                {notes && <p className="detail">{notes}</p>}
              </td>
              <td className="action">
                {link && (
                  <DownloadButton
                    as="a"
                    $size="small"
                    href={link.href}
                    download={link.download}
                    target={elsewhere ? '_blank' : undefined}
                    rel={elsewhere ? 'noopener noreferrer' : undefined}
                    aria-label={t('investor.downloadOf', { title: doc.title })}
                  >
                    <DownloadIcon />
                    <span>{t('investor.download')}</span>
                  </DownloadButton>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
