// The field-by-field difference between two versions of a record: each changed field by its
// place, what it was and what it became. What went is struck through (<del>) and what came is
// marked (<ins>), each side also named in words, so neither colour nor a screen reader's
// silence about <del>/<ins> hides which is which. Pictures show as small thumbnails. Side by
// side on a wide screen, one under the other on a phone.
import { useMemo } from 'react';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../../components/Badge';
import { MediaImage } from '../../../components/MediaImage';
import { media } from '../../../components/theme';
import { diffSnapshots, type FieldChange } from '../../../shared/publishing/diff';
import type { Snapshot } from '../../../shared/publishing/types';
import { useT } from '../../language';
import { Muted } from '../consoleParts';
import { pathLabel } from './pathLabel';
import { Entry, EntryHead, EntryList } from './entryList';

const TONES: Record<FieldChange['change'], BadgeTone> = { added: 'success', removed: 'danger', changed: 'warning' };

const THUMB_PX = 96;

type Props = {
  before: Snapshot | null;
  after: Snapshot | null;
  /** The sides' names ("Version 2", "Current draft"), already translated. */
  beforeLabel: string;
  afterLabel: string;
};

export function VersionDiff({ before, after, beforeLabel, afterLabel }: Props) {
  const t = useT();
  const changes = useMemo(() => diffSnapshots(before, after), [before, after]);
  if (changes.length === 0) return <Muted>{t('admin.publishing.noDifferences')}</Muted>;
  return (
    <EntryList $gap={12}>
      {changes.map((change) => {
        const place = pathLabel(t, change.path);
        return (
          <Entry $gap={10} key={`${change.change}:${place}`}>
            <EntryHead>
              <h4>{place}</h4>
              <Badge $tone={TONES[change.change]}>{t(`admin.publishing.change.${change.change}`)}</Badge>
            </EntryHead>
            <Sides>
              <Side>
                <SideName>{beforeLabel}</SideName>
                <Value value={change.before} picture={change.picture} side="before" />
              </Side>
              <Side>
                <SideName>{afterLabel}</SideName>
                <Value value={change.after} picture={change.picture} side="after" />
              </Side>
            </Sides>
          </Entry>
        );
      })}
    </EntryList>
  );
}

function Value({ value, picture, side }: { value?: string; picture: boolean; side: 'before' | 'after' }) {
  const t = useT();
  if (value === undefined) return <Muted>{t('admin.publishing.empty')}</Muted>;
  const Mark = side === 'before' ? Removed : Added;
  if (!picture) return <Mark>{value}</Mark>;
  return (
    <Picture>
      <Thumb
        src={value}
        alt={t(side === 'before' ? 'admin.publishing.pictureBefore' : 'admin.publishing.pictureAfter')}
        width={THUMB_PX}
        height={THUMB_PX}
        maxWidth={THUMB_PX}
        sizes={`${THUMB_PX}px`}
        loading="lazy"
      />
      <Mark>{value}</Mark>
    </Picture>
  );
}

const Sides = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  ${media.small} {
    grid-template-columns: 1fr;
  }
`;

const Side = styled.div`
  display: grid;
  align-content: start;
  gap: 4px;
  min-width: 0;
`;

const SideName = styled.span`
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

const Removed = styled.del`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSurface};
`;

const Added = styled.ins`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.success};
  text-decoration-thickness: 2px;
`;

const Picture = styled.figure`
  display: grid;
  gap: 6px;
  margin: 0;
  font-size: 0.85rem;
`;

const Thumb = styled(MediaImage)`
  width: ${THUMB_PX}px;
  height: ${THUMB_PX}px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
`;
