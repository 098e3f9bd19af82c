// The rules of the release forms: a name, a date and time on the clinic's clock that is still
// ahead, and items that each publish in at least one language. The server checks all of it
// again (it answers RELEASE_IN_PAST, RELEASE_NEEDS_ITEMS…); the messages are its own where it
// has one, else dictionary keys (adminReleases.ts).
import { array, mixed, object, string, type InferType, type ObjectSchema, type StringSchema } from 'yup';
import type { LangCode } from '../../../shared/language';
import { RELEASE_IN_PAST, RELEASE_NAME_REQUIRED, RELEASE_NEEDS_ITEMS } from '../../../shared/messages/publishing';
import { RELEASE_NAME_MAX } from '../../../shared/publishing/limits';
import type { PublishedKind, ReleaseAction } from '../../../shared/publishing/types';
import { joinLocal, localNow } from './clinicClock';
import { KIND_TRAITS } from '../../../shared/publishing/kindTraits';
import type { ReleaseItemRequest, ReleaseRequest } from './releasesApi';

/**
 * What the forms hand the schema: the clinic's zone, to know what "the future" is, and (for
 * one record's schedule) whether the record has two languages.
 */
export type ScheduleContext = { timeZone: string; languages?: boolean };

export const nameRule = () =>
  string().trim().required(RELEASE_NAME_REQUIRED).max(RELEASE_NAME_MAX, 'admin.releases.nameTooLong');

export const dateRule = () =>
  string()
    .required('admin.releases.dateRequired')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'admin.releases.dateRequired');

/** The time, checked against the date beside it (`date` in the same object). */
export const timeRule = () =>
  string()
    .required('admin.releases.timeRequired')
    .matches(/^\d{2}:\d{2}$/, 'admin.releases.timeRequired')
    .test('future', RELEASE_IN_PAST, function future(time) {
      const { date } = this.parent as { date?: string };
      const { timeZone } = (this.options.context ?? {}) as ScheduleContext;
      if (!date || !time) return true;
      return joinLocal(date, time) > localNow(timeZone);
    });

const langsRule = () => array(string<LangCode>().defined()).defined();

/**
 * A record's languages are needed only when the release publishes it and it has two
 * (`hasLanguages`): taking it off the site, or publishing the theme, is in no language.
 */
export const langsNeeded = (action: ReleaseAction, hasLanguages: boolean, langs: readonly string[] | undefined) =>
  action === 'unpublish' || !hasLanguages || (langs?.length ?? 0) > 0;

const itemSchema = object({
  kind: mixed<PublishedKind>().defined(),
  key: string().defined(),
  title: string().defined(),
  action: mixed<ReleaseAction>().oneOf(['publish', 'unpublish']).defined(),
  langs: langsRule().test('some', 'admin.releases.langsRequired', function some(langs) {
    const { action, kind } = this.parent as { action: ReleaseAction; kind: PublishedKind };
    return langsNeeded(action, KIND_TRAITS[kind].languages, langs);
  }),
});
export type ItemDraft = InferType<typeof itemSchema>;

/** A release as the new-release and edit dialogs build it. */
export const releaseFormSchema = object({
  name: nameRule(),
  date: dateRule(),
  time: timeRule(),
  items: array(itemSchema).defined().min(1, RELEASE_NEEDS_ITEMS),
});
export type ReleaseFormValues = InferType<typeof releaseFormSchema>;

/** One record's schedule: into a new release (`target` '') or into the scheduled release `target`. */
export type ScheduleValues = {
  target: string;
  name: string;
  date: string;
  time: string;
  action: ReleaseAction;
  langs: LangCode[];
};

// Joining an existing release keeps its name and time: only a new release asks for them.
const forNewRelease = (rule: () => StringSchema<string>) =>
  string()
    .defined()
    .when('target', { is: '', then: () => rule() });

export const scheduleSchema: ObjectSchema<ScheduleValues> = object({
  target: string().defined(),
  name: forNewRelease(nameRule),
  date: forNewRelease(dateRule),
  time: forNewRelease(timeRule),
  action: mixed<ReleaseAction>().oneOf(['publish', 'unpublish']).defined(),
  langs: langsRule().test('some', 'admin.releases.langsRequired', function some(langs) {
    const { action } = this.parent as { action: ReleaseAction };
    const { languages = false } = (this.options.context ?? {}) as ScheduleContext;
    return langsNeeded(action, languages, langs);
  }),
});

/** An item as the API takes it: with its languages only where it publishes text in two. */
export function itemRequest({ kind, key, action, langs }: Omit<ItemDraft, 'title'>): ReleaseItemRequest {
  return action === 'publish' && KIND_TRAITS[kind].languages ? { kind, key, action, langs } : { kind, key, action };
}

export const releaseRequestOf = (values: ReleaseFormValues): ReleaseRequest => ({
  name: values.name,
  runAt: joinLocal(values.date, values.time),
  items: values.items.map(itemRequest),
});
