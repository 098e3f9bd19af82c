// The publishing requests' rules (routes/admin/publishing.ts and releases.ts check them; the
// console's dialogs use the same limits).
import * as yup from 'yup';
import { PREVIEW_LINK_HOURS, PUBLISH_NOTE_MAX_LENGTH, RELEASE_ITEMS_MAX, RELEASE_NAME_MAX } from '../publishing/limits';
import { PUBLISHED_KINDS } from '../publishing/types';
import { RELEASE_DUPLICATE_ITEM, RELEASE_NAME_REQUIRED, RELEASE_NEEDS_ITEMS } from '../messages/publishing';

/** A release's time as the clinic's wall clock: 2026-12-03T08:00. */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const langs = yup.array(yup.string().oneOf(['id', 'en']).required()).min(1);
const version = yup.number().integer().min(0).required();

export const versionSchema = yup.object({ version });

export const publishSchema = yup.object({
  version,
  langs: langs.optional(),
  note: yup.string().trim().max(PUBLISH_NOTE_MAX_LENGTH).optional(),
});

export const previewLinkSchema = yup.object({
  lang: yup.string().oneOf(['id', 'en']).required(),
  hours: yup.number().integer().min(1).max(PREVIEW_LINK_HOURS.max).optional(),
});

const releaseItem = yup.object({
  kind: yup.string().oneOf(PUBLISHED_KINDS).required(),
  key: yup.string().trim().min(1).max(200).required(),
  action: yup.string().oneOf(['publish', 'unpublish']).required(),
  langs: langs.optional(),
});

export const releaseSchema = yup.object({
  name: yup.string().trim().required(RELEASE_NAME_REQUIRED).max(RELEASE_NAME_MAX),
  runAt: yup.string().required().matches(LOCAL_DATE_TIME),
  items: yup
    .array(releaseItem.required())
    .required(RELEASE_NEEDS_ITEMS)
    .min(1, RELEASE_NEEDS_ITEMS)
    .max(RELEASE_ITEMS_MAX)
    .test('unique', RELEASE_DUPLICATE_ITEM, (items) => {
      const keys = (items ?? []).map((item) => `${item.kind}:${item.key}`);
      return new Set(keys).size === keys.length;
    }),
});

export const releaseEditSchema = releaseSchema.shape({ version });

export type ReleaseInput = yup.InferType<typeof releaseSchema>;
