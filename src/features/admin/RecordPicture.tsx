// A record's picture in the console's lists, apart from the building blocks in consoleParts.tsx: the
// frame of every console page uses those, and only the lists with pictures need the
// image helpers (and the media manifest they read).
import styled from 'styled-components';
import { MediaImage } from '../../components/MediaImage';

/** The record's picture: a logo fits inside, a photo fills the square. */
const RecordImage = styled(MediaImage)<{ $fit: 'contain' | 'cover' }>`
  flex: none;
  width: 56px;
  height: 56px;
  object-fit: ${({ $fit }) => $fit};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * A record's small picture beside its name (so described by nothing of its own). It is
 * fetched at the size it is shown, as the public pages fetch theirs: a list of full-size
 * photos would cost a phone many times the bytes.
 */
export function RecordPicture({ src, fit }: { src: string; fit: 'contain' | 'cover' }) {
  return <RecordImage $fit={fit} src={src} alt="" width={56} height={56} sizes="56px" maxWidth={56} />;
}
