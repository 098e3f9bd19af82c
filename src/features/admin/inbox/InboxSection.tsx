// The console's inbox: contact messages newest first, unread ones in bold, filtered by
// read state and searched. Opening a message shows it in full and marks it read; it can
// be marked unread again.
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { SelectField } from '../../../components/SelectField';
import { toast } from '../../../components/toast';
import { adminInbox } from '../../../shared/dictionary/adminInbox';
import { MESSAGE_STATUSES, type MessageStatus } from '../../../shared/validation/inboxRules';
import { addStrings, failureText, useT } from '../../language';
import { useGetMessagesQuery, useMarkMessageMutation, type InboxMessage } from './inboxApi';
import { SectionHead, sectionTitleId } from '../SectionHead';
import { Panel, Toolbar } from '../consoleParts';
import { ListState, Pager, SearchForm, useWhen } from './listParts';

addStrings(adminInbox);

export default function InboxSection() {
  const t = useT();
  const when = useWhen();
  const [status, setStatus] = useState<MessageStatus>('all');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useGetMessagesQuery({ status, q, page });
  const [mark] = useMarkMessageMutation();
  // The open message, kept as it was opened (and as marking answered) while the list refreshes.
  const [opened, setOpened] = useState<InboxMessage | null>(null);

  async function setRead(message: InboxMessage, read: boolean) {
    try {
      const { entry } = await mark({ id: message.id, read }).unwrap();
      setOpened((current) => (current?.id === entry.id ? entry : current));
      return true;
    } catch (failure) {
      toast.error(failureText(t, failure));
      return false;
    }
  }

  function open(message: InboxMessage) {
    setOpened(message);
    if (!message.readAt) void setRead(message, true);
  }

  async function markUnread() {
    if (opened && (await setRead(opened, false))) {
      toast.success(t('admin.inbox.markedUnread'));
      setOpened(null);
    }
  }

  const filtered = status !== 'all' || q !== '';

  return (
    <>
      <SectionHead
        of="inbox"
        lead={data ? `${t('admin.inbox.lead')} ${t('admin.inbox.unreadCount', { count: data.unread })}` : undefined}
      />
      <Panel aria-labelledby={sectionTitleId('inbox')}>
        <Tools>
          <SelectField
            label={t('admin.inbox.filter')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as MessageStatus);
              setPage(1);
            }}
          >
            {MESSAGE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.inbox.filter.${value}`)}
              </option>
            ))}
          </SelectField>
          <SearchForm
            label={t('admin.inbox.search')}
            initial={q}
            onSearch={(text) => {
              setQ(text);
              setPage(1);
            }}
          />
        </Tools>
        <ListState
          loading={isLoading}
          error={error}
          empty={data?.messages.length === 0}
          loadingLabel={t('admin.inbox.loading')}
          failedLabel={t('admin.inbox.loadFailed')}
          emptyLabel={t(filtered ? 'admin.inbox.noMatch' : 'admin.inbox.empty')}
          onRetry={() => void refetch()}
        >
          <List aria-busy={isFetching || undefined}>
            {data?.messages.map((message) => (
              <li key={message.id}>
                <Row type="button" $unread={!message.readAt} onClick={() => open(message)}>
                  <Top>
                    <span>
                      {!message.readAt && <Badge>{t('admin.inbox.unread')}</Badge>} {message.fullName} &lt;
                      {message.email}&gt;
                    </span>
                    <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
                  </Top>
                  <Subject>{message.subject || t('admin.inbox.noSubject')}</Subject>
                  <Excerpt>{message.message}</Excerpt>
                </Row>
              </li>
            ))}
          </List>
          {data && <Pager page={data.page} total={data.total} pageSize={data.pageSize} onPage={setPage} />}
        </ListState>
      </Panel>

      <Modal
        open={opened !== null}
        onClose={() => setOpened(null)}
        title={opened?.subject || t('admin.inbox.noSubject')}
        closeLabel={t('admin.inbox.close')}
      >
        {opened && (
          <>
            <Details>
              <dt>{t('admin.inbox.from')}</dt>
              <dd>{opened.fullName}</dd>
              <dt>{t('admin.inbox.email')}</dt>
              <dd>{opened.email}</dd>
              {opened.phone && (
                <>
                  <dt>{t('admin.inbox.phone')}</dt>
                  <dd>{opened.phone}</dd>
                </>
              )}
              <dt>{t('admin.inbox.received')}</dt>
              <dd>
                <time dateTime={opened.createdAt}>{when(opened.createdAt)}</time>
              </dd>
              <dt>{t('admin.inbox.form')}</dt>
              <dd>{t(opened.source === 'contact' ? 'admin.inbox.form.contact' : 'admin.inbox.form.home')}</dd>
            </Details>
            <Body>{opened.message}</Body>
            <Actions>
              <Button as="a" href={`mailto:${encodeURIComponent(opened.email)}`} $variant="primary" $size="small">
                {t('admin.inbox.reply')}
              </Button>
              <Button type="button" $variant="secondary" $size="small" onClick={() => void markUnread()}>
                {t('admin.inbox.markUnread')}
              </Button>
            </Actions>
          </>
        )}
      </Modal>
    </>
  );
}

// The status filter keeps a narrow column beside the search.
const Tools = styled(Toolbar)`
  > :first-child {
    flex: 0 1 220px;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Row = styled.button<{ $unread: boolean }>`
  display: grid;
  gap: 4px;
  width: 100%;
  padding: 14px 16px;
  text-align: left;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ $unread, theme }) => ($unread ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ $unread, theme }) => ($unread ? theme.colors.background : theme.colors.surface)};
  font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
  cursor: pointer;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;

const Top = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  overflow-wrap: anywhere;
  time {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.88rem;
  }
`;

const Badge = styled.span`
  display: inline-block;
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: 0.75rem;
`;

const Subject = styled.span`
  overflow-wrap: anywhere;
`;

const Excerpt = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 16px;
  margin: 0 0 16px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Body = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
