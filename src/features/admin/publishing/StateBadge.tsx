// A record's publishing state in words (Published, Draft, Changed since published) and, beside
// it, the next scheduled release that names it, at its time on the clinic's clock (releases
// run on that clock whatever the editor's). The words carry the state; the tone only helps.
import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../../components/Badge';
import { adminPublishing } from '../../../shared/dictionary/adminPublishing';
import { formatTimestamp } from '../../../shared/format/clock';
import type { LangCode } from '../../../shared/language';
import type { PublishingState, RecordState, ScheduledRun } from '../../../shared/publishing/types';
import { DEFAULT_CLINIC_TIME_ZONE } from '../../../shared/slots';
import { useAppSelector } from '../../../state/hooks';
import { addStrings, selectLangCode, useT, type TFunction } from '../../language';

addStrings(adminPublishing);

const TONES: Record<RecordState, BadgeTone> = { published: 'success', changed: 'warning', draft: 'neutral' };

/** The earliest scheduled release naming the record, if any. */
export function nextRun(scheduled: readonly ScheduledRun[]): ScheduledRun | undefined {
  return [...scheduled].sort((a, b) => Date.parse(a.runAt) - Date.parse(b.runAt))[0];
}

/** "Scheduled to publish 3 Dec 2026, 8:00 AM", on the clinic's clock. */
export function scheduledText(t: TFunction, run: ScheduledRun, lang: LangCode): string {
  return t(`admin.publishing.scheduled.${run.action}`, {
    when: formatTimestamp(run.runAt, lang, DEFAULT_CLINIC_TIME_ZONE),
  });
}

/** The state as one line of text, for where a badge cannot go (a select's options). */
export function stateText(t: TFunction, publishing: PublishingState, lang: LangCode): string {
  const run = nextRun(publishing.scheduled);
  const state = t(`admin.publishing.state.${publishing.state}`);
  return run ? `${state} · ${scheduledText(t, run, lang)}` : state;
}

type Props = {
  publishing: PublishingState;
  /** For lists: smaller, and the release named only in its tooltip. */
  small?: boolean;
};

export function StateBadge({ publishing, small = false }: Props) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const run = nextRun(publishing.scheduled);
  const release = run && t('admin.publishing.scheduled.release', { name: run.name });
  return (
    <Badges>
      <Tag $tone={TONES[publishing.state]} $small={small}>
        {t(`admin.publishing.state.${publishing.state}`)}
      </Tag>
      {run && (
        <Tag $tone="neutral" $small={small} title={small ? release : undefined}>
          {scheduledText(t, run, lang)}
          {!small && ` · ${release}`}
        </Tag>
      )}
    </Badges>
  );
}

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
`;

const Tag = styled(Badge)<{ $small: boolean }>`
  ${({ $small }) => $small && 'padding: 1px 8px; font-size: 0.72rem;'}
`;
