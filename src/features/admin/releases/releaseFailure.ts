// A refused release change: the server's reason in the chosen language, and whether reading
// the releases again is the way on (someone changed the release, or it ran or was cancelled).
import { RELEASE_NOT_SCHEDULED, RELEASE_STALE } from '../../../shared/messages/publishing';
import { apiErrorMessage } from '../../../state/apiError';
import { failureText, type TFunction } from '../../language';
import type { SaveFailureState } from '../SaveFailure';

const OUT_OF_DATE = new Set([RELEASE_STALE, RELEASE_NOT_SCHEDULED]);

export function releaseFailureOf(t: TFunction, error: unknown): SaveFailureState {
  return { message: failureText(t, error), stale: OUT_OF_DATE.has(apiErrorMessage(error)) };
}
