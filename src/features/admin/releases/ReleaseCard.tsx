// One release in the list: its name and state, when it runs (or ran, beside when it was to),
// who made it, why it failed, and its records, each with what it will change while the
// release is still to run. Times are on the clinic's clock, with the zone named.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { media } from '../../../components/theme';
import { formatTimestamp } from '../../../shared/format/clock';
import { useAppSelector } from '../../../state/hooks';
import { selectLangCode, useT } from '../../language';
import { Muted, RecordControls } from '../consoleParts';
import { zoneShortName } from './clinicClock';
import { KIND_TRAITS } from '../../../shared/publishing/kindTraits';
import { kindLabelKey, recordTitle } from './kindLabels';
import { ReleaseChanges } from './ReleaseChanges';
import type { Release, ReleaseItem, ReleaseStatus } from '../../../shared/publishing/types';

const TONES: Record<ReleaseStatus, BadgeTone> = {
  scheduled: 'warning',
  done: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

type ReleaseCardProps = {
  release: Release;
  zone: string;
  onEdit: () => void;
  onCancel: () => void;
};

export function ReleaseCard({ release, zone, onEdit, onCancel }: ReleaseCardProps) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const headingId = useId();
  const at = (instant: string) => `${formatTimestamp(instant, lang, zone)} ${zoneShortName(zone)}`;
  const scheduled = release.status === 'scheduled';

  return (
    <Frame as="li" aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{release.name}</h2>
        <Badge $tone={TONES[release.status]}>{t(`admin.releases.status.${release.status}`)}</Badge>
      </Head>
      <Facts>
        {release.ranAt ? (
          <p>
            {t('admin.releases.ranAt', { when: at(release.ranAt) })}{' '}
            <Aside>{t('admin.releases.scheduledFor', { when: at(release.runAt) })}</Aside>
          </p>
        ) : (
          <p>{t(scheduled ? 'admin.releases.runsAt' : 'admin.releases.wasToRun', { when: at(release.runAt) })}</p>
        )}
        <Muted>{t('admin.releases.createdBy', { email: release.createdBy })}</Muted>
        {release.error && (
          <Failure>
            <strong>{t('admin.releases.failedBecause')}</strong> {release.error}
          </Failure>
        )}
      </Facts>
      <h3>{t('admin.releases.items', { count: release.items.length })}</h3>
      <Items>
        {release.items.map((item) => (
          <ItemRow key={`${item.kind}:${item.key}`} item={item} withChanges={scheduled} />
        ))}
      </Items>
      {scheduled && (
        <RecordControls>
          <Button
            type="button"
            $variant="secondary"
            $size="small"
            aria-label={t('admin.releases.editLabel', { name: release.name })}
            onClick={onEdit}
          >
            {t('admin.releases.edit')}
          </Button>
          <Button
            type="button"
            $variant="danger"
            $size="small"
            aria-label={t('admin.releases.cancelLabel', { name: release.name })}
            onClick={onCancel}
          >
            {t('admin.releases.cancelRelease')}
          </Button>
        </RecordControls>
      )}
    </Frame>
  );
}

function ItemRow({ item, withChanges }: { item: ReleaseItem; withChanges: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const changesId = useId();
  const inLanguages = item.action === 'publish' && KIND_TRAITS[item.kind].languages && item.langs.length > 0;
  const facts = [
    t(kindLabelKey(item.kind)),
    t(`admin.releases.action.${item.action}`),
    ...(inLanguages ? [item.langs.map((code) => t(`admin.releases.lang.${code}`)).join(', ')] : []),
  ];
  return (
    <li>
      <strong>{recordTitle(t, item)}</strong>
      <Muted>{facts.join(' · ')}</Muted>
      {withChanges && (
        <>
          <Button
            type="button"
            $variant="ghost"
            $size="inline"
            aria-expanded={open}
            aria-controls={changesId}
            aria-label={t('admin.releases.changesOf', { title: recordTitle(t, item) })}
            onClick={() => setOpen((shown) => !shown)}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span> {t('admin.releases.showChanges')}
          </Button>
          <div id={changesId} hidden={!open}>
            {open && <ReleaseChanges item={item} />}
          </div>
        </>
      )}
    </li>
  );
}

const Frame = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px 24px;
  h2 {
    margin: 0;
    font-size: 1.2rem;
    overflow-wrap: anywhere;
  }
  h3 {
    margin: 4px 0 0;
    font-size: 1rem;
  }
  ${media.small} {
    padding: 16px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  p {
    margin: 0;
  }
`;

const Aside = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Failure = styled.p`
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 6px;
    padding-top: 12px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > div {
    display: flex;
    flex-direction: column;
    gap: 8px;
    width: 100%;
  }
`;
