// The console's releases: records published (or taken off the site) together at a time on the
// clinic's clock. The list shows one status at a time, the scheduled ones first; a scheduled
// release can be changed or cancelled, and a new one built of several records.
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { SelectField } from '../../../components/SelectField';
import { toast } from '../../../components/toast';
import { adminPublishing } from '../../../shared/dictionary/adminPublishing';
import { adminReleases } from '../../../shared/dictionary/adminReleases';
import { addStrings, useT } from '../../language';
import { ConfirmDialog } from '../ConfirmDialog';
import { Panel, RecordList, Toolbar } from '../consoleParts';
import { ListState } from '../inbox/listParts';
import { SaveFailure, type SaveFailureState } from '../SaveFailure';
import { SectionHead, sectionTitleId } from '../SectionHead';
import { clinicZone } from './clinicClock';
import { EditReleaseDialog } from './EditReleaseDialog';
import { NewReleaseDialog } from './NewReleaseDialog';
import { ReleaseCard } from './ReleaseCard';
import { releaseFailureOf } from './releaseFailure';
import { useCancelReleaseMutation, useGetReleasesQuery } from './releasesApi';
import { RELEASE_STATUSES, type Release, type ReleaseStatus } from '../../../shared/publishing/types';

// A release names records: the record-level refusals (no such record…) are publishing's words.
addStrings(adminReleases, adminPublishing);

export default function ReleasesSection() {
  const t = useT();
  const [status, setStatus] = useState<ReleaseStatus>('scheduled');
  const { data, error, isLoading, isFetching, refetch } = useGetReleasesQuery(status);
  const zone = clinicZone(data?.timeZone);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Release | null>(null);
  const [cancelling, setCancelling] = useState<Release | null>(null);
  const [failure, setFailure] = useState<SaveFailureState | null>(null);
  const [cancel, { isLoading: cancelBusy }] = useCancelReleaseMutation();

  const cancelNow = async (release: Release) => {
    setFailure(null);
    try {
      const { message } = await cancel({ id: release.id, version: release.version, items: release.items }).unwrap();
      toast.success(t(message));
    } catch (caught) {
      setFailure(releaseFailureOf(t, caught));
    }
    setCancelling(null);
  };

  const reloadEdited = async (id: string) => {
    const fresh = await refetch();
    return fresh.data?.releases.find((release) => release.id === id && release.status === 'scheduled');
  };

  return (
    <>
      <SectionHead of="releases">
        <Button type="button" $variant="primary" onClick={() => setCreating(true)}>
          {t('admin.releases.new')}
        </Button>
      </SectionHead>
      <Panel aria-labelledby={sectionTitleId('releases')}>
        <Toolbar>
          <SelectField
            label={t('admin.releases.filter')}
            value={status}
            onChange={(event) => {
              setFailure(null);
              setStatus(event.target.value as ReleaseStatus);
            }}
          >
            {RELEASE_STATUSES.map((each) => (
              <option key={each} value={each}>
                {t(`admin.releases.filter.${each}`)}
              </option>
            ))}
          </SelectField>
        </Toolbar>
        {failure && (
          <SaveFailure
            failure={failure}
            onReload={() => {
              setFailure(null);
              void refetch();
            }}
          />
        )}
        <ListState
          loading={isLoading}
          error={error}
          empty={data?.releases.length === 0}
          loadingLabel={t('admin.releases.loading')}
          failedLabel={t('admin.releases.loadFailed')}
          emptyLabel={t(`admin.releases.empty.${status}`)}
          onRetry={() => void refetch()}
        >
          <RecordList aria-busy={isFetching || undefined}>
            {data?.releases.map((release) => (
              <ReleaseCard
                key={release.id}
                release={release}
                zone={zone}
                onEdit={() => setEditing(release)}
                onCancel={() => setCancelling(release)}
              />
            ))}
          </RecordList>
        </ListState>
      </Panel>
      {creating && <NewReleaseDialog zone={zone} onClose={() => setCreating(false)} />}
      {editing && (
        <EditReleaseDialog
          release={editing}
          zone={zone}
          onReload={() => reloadEdited(editing.id)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('admin.releases.cancelTitle')}
        text={cancelling ? t('admin.releases.cancelText', { name: cancelling.name }) : ''}
        confirmLabel={t('admin.releases.cancelRelease')}
        cancelLabel={t('admin.releases.keep')}
        closeLabel={t('admin.releases.close')}
        busy={cancelBusy}
        onConfirm={() => cancelling && void cancelNow(cancelling)}
        onClose={() => setCancelling(null)}
      />
    </>
  );
}
