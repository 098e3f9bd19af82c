// A new release of several records, picked by kind.
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { useT } from '../../language';
import type { SaveFailureState } from '../SaveFailure';
import { releaseFailureOf } from './releaseFailure';
import { ReleaseFormDialog } from './ReleaseFormDialog';
import { releaseRequestOf, type ReleaseFormValues } from './releaseSchema';
import { useCreateReleaseMutation } from './releasesApi';

const EMPTY: ReleaseFormValues = { name: '', date: '', time: '', items: [] };

export function NewReleaseDialog({ zone, onClose }: { zone: string; onClose: () => void }) {
  const t = useT();
  const [create, { isLoading }] = useCreateReleaseMutation();
  const [failure, setFailure] = useState<SaveFailureState | null>(null);

  const save = async (values: ReleaseFormValues) => {
    setFailure(null);
    try {
      const { message } = await create(releaseRequestOf(values)).unwrap();
      toast.success(t(message));
      onClose();
    } catch (caught) {
      setFailure(releaseFailureOf(t, caught));
    }
  };

  return (
    <ReleaseFormDialog
      title={t('admin.releases.newTitle')}
      initial={EMPTY}
      zone={zone}
      saving={isLoading}
      failure={failure}
      onReload={() => setFailure(null)}
      onSubmit={(values) => void save(values)}
      onClose={onClose}
    />
  );
}
