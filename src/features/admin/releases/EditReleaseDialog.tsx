// A change of a scheduled release: its name, its time, its records' actions and languages,
// fewer records or more. Sent with the version it was read at; when someone changed it meanwhile
// (or it ran), Reload brings it as it is now, or closes when it is no longer scheduled.
import { useMemo, useState } from 'react';
import { toast } from '../../../components/toast';
import { useT } from '../../language';
import type { SaveFailureState } from '../SaveFailure';
import { splitLocal } from './clinicClock';
import { releaseFailureOf } from './releaseFailure';
import { ReleaseFormDialog } from './ReleaseFormDialog';
import { releaseRequestOf, type ReleaseFormValues } from './releaseSchema';
import { useUpdateReleaseMutation } from './releasesApi';
import { type Release } from '../../../shared/publishing/types';

type EditReleaseDialogProps = {
  release: Release;
  zone: string;
  /** Reads the list again and answers this release as it is now (undefined once it is not scheduled). */
  onReload: () => Promise<Release | undefined>;
  onClose: () => void;
};

const valuesOf = (release: Release): ReleaseFormValues => ({
  name: release.name,
  ...splitLocal(release.runAtLocal),
  items: release.items.map(({ kind, key, title, action, langs }) => ({ kind, key, title, action, langs })),
});

export function EditReleaseDialog({ release: opened, zone, onReload, onClose }: EditReleaseDialogProps) {
  const t = useT();
  const [release, setRelease] = useState(opened);
  const [update, { isLoading }] = useUpdateReleaseMutation();
  const [failure, setFailure] = useState<SaveFailureState | null>(null);
  const initial = useMemo(() => valuesOf(release), [release]);

  const save = async (values: ReleaseFormValues) => {
    setFailure(null);
    try {
      const { message } = await update({
        id: release.id,
        version: release.version,
        request: releaseRequestOf(values),
        previous: release.items,
      }).unwrap();
      toast.success(t(message));
      onClose();
    } catch (caught) {
      setFailure(releaseFailureOf(t, caught));
    }
  };

  const reload = async () => {
    setFailure(null);
    const fresh = await onReload();
    if (fresh) setRelease(fresh);
    else onClose();
  };

  return (
    <ReleaseFormDialog
      title={t('admin.releases.editTitle', { name: release.name })}
      initial={initial}
      zone={zone}
      saving={isLoading}
      failure={failure}
      onReload={() => void reload()}
      onSubmit={(values) => void save(values)}
      onClose={onClose}
    />
  );
}
