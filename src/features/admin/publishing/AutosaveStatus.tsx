// The autosave's line beside an editor's Save button: unsaved, saving, saved at what time, or
// why it did not save; a save refused as stale says so in the console's notice for it, with
// its Reload (SaveFailure.tsx), on a line of its own.
import styled from 'styled-components';
import { adminPublishing } from '../../../shared/dictionary/adminPublishing';
import { formatClock } from '../../../shared/format/format';
import { useAppSelector } from '../../../state/hooks';
import { addStrings, selectLangCode, useT } from '../../language';
import { SaveFailure } from '../SaveFailure';
import type { AutosaveStatus as Status } from './useAutosave';

addStrings(adminPublishing);

type Props = {
  status: Status;
  /** The form has edits not saved yet. */
  dirty: boolean;
  /** Loads what is stored (the form starts again from it): offered after a stale save. */
  onReload: () => void;
};

export function AutosaveStatus({ status, dirty, onReload }: Props) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  let text = '';
  let warn = false;
  if (status.kind === 'saving') text = t('admin.publishing.autosave.saving');
  else if (status.kind === 'failed' && !status.failure.stale) {
    text = t('admin.publishing.autosave.failed', { message: status.failure.message });
    warn = true;
  } else if (status.kind === 'invalid' && dirty) {
    text = t('admin.publishing.autosave.invalid');
    warn = true;
  } else if (dirty) {
    text = t('admin.publishing.autosave.unsaved');
    warn = true;
  } else if (status.kind === 'saved') {
    // On the editor's own clock, as the console shows its moments.
    const time = formatClock(status.at.getHours() * 60 + status.at.getMinutes(), lang);
    text = t('admin.publishing.autosave.saved', { time });
  }
  // Always in the page, so that a screen reader hears each change of it.
  return (
    <>
      <Line role="status" $warn={warn}>
        {text}
      </Line>
      {status.kind === 'failed' && status.failure.stale && (
        <Notice>
          <SaveFailure failure={status.failure} onReload={onReload} />
        </Notice>
      )}
    </>
  );
}

/** In a row of buttons, the notice takes a line of its own. */
const Notice = styled.div`
  flex-basis: 100%;
`;

const Line = styled.span<{ $warn: boolean }>`
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ $warn, theme }) => ($warn ? theme.colors.warningText : theme.colors.muted)};
  background: ${({ $warn, theme }) => ($warn ? theme.colors.warningSurface : 'transparent')};
  padding: 4px 10px;
  &:empty {
    padding: 0;
  }
`;
