// The newsletter's subscribers: how many, searched, unsubscribed after a confirmation, and
// the whole list as a CSV file (fetched with the session, then saved from the browser).
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { saveTextFile } from '../../../components/saveTextFile';
import { toast } from '../../../components/toast';
import { adminInbox } from '../../../shared/dictionary/adminInbox';
import { addStrings, failureText, useT } from '../../language';
import {
  useExportSubscribersMutation,
  useGetSubscribersQuery,
  useUnsubscribeMutation,
  type Subscriber,
} from './inboxApi';
import { SectionHead, sectionTitleId } from '../SectionHead';
import { Actions, Panel, TableScroll, Toolbar } from '../consoleParts';
import { ListState, Pager, SearchForm, useWhen } from './listParts';

addStrings(adminInbox);

export default function SubscribersSection() {
  const t = useT();
  const when = useWhen();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [leaving, setLeaving] = useState<Subscriber | null>(null);
  const { data, error, isLoading, isFetching, refetch } = useGetSubscribersQuery({ q, page });
  const [unsubscribe, unsubscribing] = useUnsubscribeMutation();
  const [exportCsv, exporting] = useExportSubscribersMutation();

  async function confirmUnsubscribe() {
    if (!leaving) return;
    try {
      const answer = await unsubscribe(leaving.id).unwrap();
      toast.success(t(answer.message));
      setLeaving(null);
    } catch (failure) {
      toast.error(failureText(t, failure, 'admin.subscribers.unsubscribeFailed'));
    }
  }

  async function download() {
    try {
      const file = await exportCsv().unwrap();
      saveTextFile(file.text, file.fileName, 'text/csv;charset=utf-8');
    } catch (failure) {
      toast.error(failureText(t, failure, 'admin.subscribers.downloadFailed'));
    }
  }

  return (
    <>
      <SectionHead of="subscribers" lead={data ? t('admin.subscribers.count', { count: data.all }) : undefined} />
      <Panel aria-labelledby={sectionTitleId('subscribers')}>
        <Toolbar>
          <SearchForm
            label={t('admin.subscribers.search')}
            initial={q}
            onSearch={(text) => {
              setQ(text);
              setPage(1);
            }}
          />
          <Button
            type="button"
            $variant="primary"
            $size="small"
            onClick={() => void download()}
            disabled={exporting.isLoading}
            aria-busy={exporting.isLoading || undefined}
          >
            {t(exporting.isLoading ? 'admin.subscribers.downloading' : 'admin.subscribers.download')}
          </Button>
        </Toolbar>
        <ListState
          loading={isLoading}
          error={error}
          empty={data?.subscribers.length === 0}
          loadingLabel={t('admin.subscribers.loading')}
          failedLabel={t('admin.subscribers.loadFailed')}
          emptyLabel={t(q ? 'admin.subscribers.noMatch' : 'admin.subscribers.empty')}
          onRetry={() => void refetch()}
        >
          <TableScroll>
            <table aria-labelledby="subscribers-title" aria-busy={isFetching || undefined}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.subscribers.email')}</th>
                  <th scope="col">{t('admin.subscribers.since')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('admin.subscribers.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data?.subscribers.map((subscriber) => (
                  <tr key={subscriber.id}>
                    <td>{subscriber.email}</td>
                    <td>
                      <time dateTime={subscriber.createdAt}>{when(subscriber.createdAt)}</time>
                    </td>
                    <td>
                      <Button
                        type="button"
                        $variant="danger"
                        $size="small"
                        aria-label={t('admin.subscribers.unsubscribeNamed', { email: subscriber.email })}
                        onClick={() => setLeaving(subscriber)}
                      >
                        {t('admin.subscribers.unsubscribe')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          {data && <Pager page={data.page} total={data.total} pageSize={data.pageSize} onPage={setPage} />}
        </ListState>
      </Panel>

      <Modal
        open={leaving !== null}
        onClose={() => setLeaving(null)}
        title={t('admin.subscribers.confirmTitle')}
        closeLabel={t('admin.subscribers.cancel')}
      >
        {leaving && (
          <>
            <p>{t('admin.subscribers.confirmText', { email: leaving.email })}</p>
            <Actions>
              <Button type="button" $variant="secondary" $size="small" onClick={() => setLeaving(null)}>
                {t('admin.subscribers.cancel')}
              </Button>
              <Button
                type="button"
                $variant="danger"
                $size="small"
                onClick={() => void confirmUnsubscribe()}
                disabled={unsubscribing.isLoading}
                aria-busy={unsubscribing.isLoading || undefined}
              >
                {t('admin.subscribers.unsubscribe')}
              </Button>
            </Actions>
          </>
        )}
      </Modal>
    </>
  );
}
