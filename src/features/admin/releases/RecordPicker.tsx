// Picks records for a new release, by kind, from the lists the console already loads: the
// page documents, the restaurants, the doctors. This is how several records (all the investor
// documents of an announcement, say) are put in one release to go out together.
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { LoadingDots } from '../../../components/LoadingDots';
import { SelectField } from '../../../components/SelectField';
import { adminPages, documentLabelKey } from '../../../shared/dictionary/adminPages';
import type { PublishedKind } from '../../../shared/publishing/types';
import { CONTENT_SLUGS } from '../../../shared/validation/contentFields';
import { addStrings, failureText, useT } from '../../language';
import { useGetAdminDoctorsQuery } from '../doctors/adminDoctorsApi';
import { useGetAdminRestaurantsQuery } from '../restaurants/restaurantsApi';
import { Muted, Toolbar } from '../consoleParts';
import { kindLabelKey } from './kindLabels';
import { Group } from './releaseFields';

// The page documents' names.
addStrings(adminPages);

const PICKED_KINDS = ['page', 'restaurant', 'doctor'] as const satisfies readonly PublishedKind[];
type PickedKind = (typeof PICKED_KINDS)[number];

export type PickedRecord = { kind: PublishedKind; key: string; title: string };

type RecordPickerProps = {
  /** Whether the release already names this record. */
  has: (kind: PublishedKind, key: string) => boolean;
  onAdd: (record: PickedRecord) => void;
};

export function RecordPicker({ has, onAdd }: RecordPickerProps) {
  const t = useT();
  const [kind, setKind] = useState<PickedKind>('page');
  const [key, setKey] = useState('');
  // Each list is asked for only once its kind is chosen (the doctors' list is for admins only).
  const restaurants = useGetAdminRestaurantsQuery(undefined, { skip: kind !== 'restaurant' });
  const doctors = useGetAdminDoctorsQuery(undefined, { skip: kind !== 'doctor' });

  const { records, loading, error } =
    kind === 'page'
      ? {
          records: CONTENT_SLUGS.map((slug) => ({ key: slug, title: t(documentLabelKey(slug)) })),
          loading: false,
          error: undefined,
        }
      : kind === 'restaurant'
        ? {
            records: (restaurants.data ?? []).map((r) => ({ key: r.id, title: r.name })),
            loading: restaurants.isLoading,
            error: restaurants.error,
          }
        : {
            records: (doctors.data?.doctors ?? []).map((d) => ({ key: d.id, title: d.name })),
            loading: doctors.isLoading,
            error: doctors.error,
          };
  const free = records.filter((record) => !has(kind, record.key));
  const chosen = free.find((record) => record.key === key) ?? free[0];

  return (
    <Group>
      <legend>{t('admin.releases.pick')}</legend>
      <Toolbar>
        <SelectField
          label={t('admin.releases.pickKind')}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as PickedKind);
            setKey('');
          }}
        >
          {PICKED_KINDS.map((each) => (
            <option key={each} value={each}>
              {t(kindLabelKey(each))}
            </option>
          ))}
        </SelectField>
        {loading && <LoadingDots label={t('admin.releases.pickLoading')} />}
        {!loading && !error && free.length > 0 && (
          <>
            <SelectField
              label={t('admin.releases.pickRecord')}
              value={chosen?.key ?? ''}
              onChange={(event) => setKey(event.target.value)}
            >
              {free.map((record) => (
                <option key={record.key} value={record.key}>
                  {record.title}
                </option>
              ))}
            </SelectField>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                if (chosen) onAdd({ kind, key: chosen.key, title: chosen.title });
                setKey('');
              }}
            >
              {t('admin.releases.pickAdd')}
            </Button>
          </>
        )}
      </Toolbar>
      {error !== undefined && <Muted role="alert">{failureText(t, error)}</Muted>}
      {!loading && !error && free.length === 0 && <Muted>{t('admin.releases.pickNone')}</Muted>}
    </Group>
  );
}
