// What a refused publishing call says. A publish (discard, restore…) sent with a version the
// draft has moved past is answered 409 with who changed it and when: the notice names them
// and offers to reload, like a stale save does (SaveFailure.tsx shows both).
import { formatTimestamp } from '../../../shared/format/clock';
import type { LangCode } from '../../../shared/language';
import type { TFunction } from '../../language';
import { saveFailureOf, type SaveFailureState } from '../SaveFailure';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Who changed the draft after the editor opened it, when the refusal says. */
export function changedByOf(error: unknown): { by: string; at: string } | null {
  const body = isRecord(error) ? error.data : undefined;
  if (!isRecord(body) || typeof body.changedBy !== 'string' || typeof body.changedAt !== 'string') return null;
  return { by: body.changedBy, at: body.changedAt };
}

export function refusalOf(t: TFunction, lang: LangCode, error: unknown): SaveFailureState {
  const failure = saveFailureOf(t, error);
  const changed = changedByOf(error);
  if (!changed) return failure;
  // On the editor's own clock, as the console writes every moment of its own.
  const when = formatTimestamp(changed.at, lang);
  return { ...failure, stale: true, detail: t('admin.publishing.changedBy', { who: changed.by, when }) };
}
