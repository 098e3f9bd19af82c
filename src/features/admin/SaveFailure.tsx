// What a failed save in the console says: the reason, and when someone else saved first
// (STALE_SAVE), a button that loads what is stored now. Every editing section shows it.
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { apiErrorMessage } from '../../state/apiError';
import { admin } from '../../shared/dictionary/admin';
import { STALE_SAVE } from '../../shared/messages/staff';
import { addStrings, failureText, type TFunction, useT } from '../language';

// Its words are the console's (loaded by the console too; a section may show it alone).
addStrings(admin);

export type SaveFailureState = {
  message: string;
  stale: boolean;
  /** A second line: who changed the record meanwhile, and when (a refused publish names them). */
  detail?: string;
};

/** A failed save's message in the visitor's language, and whether it was refused as stale. */
export function saveFailureOf(t: TFunction, error: unknown): SaveFailureState {
  return { message: failureText(t, error), stale: apiErrorMessage(error) === STALE_SAVE };
}

export function SaveFailure({ failure, onReload }: { failure: SaveFailureState; onReload: () => void }) {
  const t = useT();
  return (
    <Notice role="alert" $stale={failure.stale}>
      <p>{failure.message}</p>
      {failure.detail && <p>{failure.detail}</p>}
      {failure.stale && (
        <Button type="button" $variant="secondary" $size="small" onClick={onReload}>
          {t('admin.reload')}
        </Button>
      )}
    </Notice>
  );
}

// A stale save is a warning (nothing is wrong with the edit); any other refusal an error.
const Notice = styled.div<{ $stale: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: 12px 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ $stale, theme }) => ($stale ? theme.colors.warningSurface : theme.colors.dangerSurface)};
  color: ${({ $stale, theme }) => ($stale ? theme.colors.warningText : theme.colors.danger)};
  p {
    margin: 0;
  }
`;
