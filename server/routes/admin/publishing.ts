// One record's publishing, the same for every kind (services/publishing/kindRegistry.ts):
// its state, publish, discard, take off the site, its versions and restore, and the share
// preview of a page document. The sections' own routes save the drafts.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ADMINS_ONLY, STALE_SAVE } from '../../../src/shared/messages/staff';
import {
  ALREADY_UNPUBLISHED,
  CANNOT_UNPUBLISH,
  CHANGED_SINCE_OPENED,
  DRAFT_DISCARDED,
  NO_SHARE_PREVIEW,
  NOTHING_TO_DISCARD,
  NOTHING_TO_PUBLISH,
  PUBLISHED,
  RECORD_NOT_FOUND,
  UNPUBLISHED,
  VERSION_NOT_FOUND,
  VERSION_RESTORED,
} from '../../../src/shared/messages/publishing';
import { addressIn } from '../../../src/shared/routing/languageAddress';
import { PREVIEW_PAGE_OF, PREVIEW_PARAM } from '../../../src/shared/publishing/previewPages';
import { roleAllows } from '../../../src/shared/roles';
import { PREVIEW_LINK_HOURS } from '../../../src/shared/publishing/limits';
import { previewLinkSchema, publishSchema, versionSchema } from '../../../src/shared/validation/publishing';
import type { LangCode } from '../../../src/shared/language';
import { validateBody } from '../../http/validate';
import { conflict, forbidden, notFound } from '../../services/failures';
import { describeRecord, describeRecords } from '../../services/publishing/describe';
import { discardDraft, restoreVersion, type HeadOutcome } from '../../services/publishing/heads';
import type { KindAdapter } from '../../services/publishing/kind';
import { kindAdapter } from '../../services/publishing/kindRegistry';
import { PREVIEW_SECRET_LABEL, signPreviewTicket } from '../../services/publishing/previewLinks';
import { publishRecord, unpublishRecord } from '../../services/publishing/publish';
import { listVersions, readVersion } from '../../services/publishing/versions';
import { isContentSlug } from '../../../src/shared/validation/contentFields';
import type { AdminDeps } from './deps';

type Params = { kind: string; key: string; number?: string };

function recordOf(request: FastifyRequest): { adapter: KindAdapter; key: string } {
  const { kind, key } = request.params as Params;
  const adapter = kindAdapter(kind);
  if (!adapter || !adapter.isKey(key)) throw notFound(RECORD_NOT_FOUND);
  return { adapter, key };
}

/** Publishing (and taking off, and scheduling) needs the kind's role: the theme's is an admin's. */
export function assertMayPublish(request: FastifyRequest, adapter: KindAdapter) {
  if (!roleAllows(request.staff.role, adapter.publishRole)) throw forbidden(ADMINS_ONLY);
}

function versionNumber(request: FastifyRequest): number {
  const number = Number((request.params as Params).number);
  if (!Number.isInteger(number) || number < 1) throw notFound(VERSION_NOT_FOUND);
  return number;
}

/** The answer of a head change (discard, restore), or the failure it is. */
function answerHead(outcome: HeadOutcome, message: string, nothing: string) {
  if (outcome.outcome === 'saved') return { success: true, message, version: outcome.version };
  if (outcome.outcome === 'missing') throw notFound(RECORD_NOT_FOUND);
  if (outcome.outcome === 'stale') throw conflict(STALE_SAVE);
  throw conflict(nothing);
}

export const publishingRoutes: FastifyPluginAsync<AdminDeps> = async (app, { db, now, config, deriveSecret }) => {
  const editor = { config: { staffRole: 'editor' as const } };
  const base = '/publishing/:kind/:key';

  // Every record of a kind with its state, for a picker that names them (the Pages section's).
  app.get('/publishing/:kind', editor, async (request) => {
    const adapter = kindAdapter((request.params as { kind: string }).kind);
    if (!adapter) throw notFound(RECORD_NOT_FOUND);
    const records = [];
    for (const key of await adapter.keys(db)) {
      const record = await adapter.read(db, key);
      if (record) records.push({ key, record });
    }
    const described = await describeRecords(db, adapter, records);
    return {
      success: true,
      records: [...described.values()].map((each) => ({
        key: each.key,
        title: adapter.title(each.working, each.key),
        publishing: each.publishing,
      })),
    };
  });

  app.get(base, editor, async (request) => {
    const { adapter, key } = recordOf(request);
    const described = await describeRecord(db, adapter, key);
    if (!described) throw notFound(RECORD_NOT_FOUND);
    return {
      success: true,
      kind: adapter.kind,
      key,
      title: adapter.title(described.working, key),
      version: described.version,
      languages: adapter.languages,
      publishRole: adapter.publishRole,
      canUnpublish: adapter.canUnpublish,
      publishing: described.publishing,
      published: described.published,
      draft: described.draft,
    };
  });

  app.post(`${base}/publish`, editor, async (request, reply: FastifyReply) => {
    const { adapter, key } = recordOf(request);
    assertMayPublish(request, adapter);
    const body = await validateBody(publishSchema, request.body);
    const outcome = await publishRecord(
      db,
      adapter,
      key,
      { version: body.version, langs: body.langs as LangCode[] | undefined, note: body.note },
      request.staff,
      now(),
    );
    if (outcome.outcome === 'missing') throw notFound(RECORD_NOT_FOUND);
    if (outcome.outcome === 'nothing') throw conflict(NOTHING_TO_PUBLISH);
    if (outcome.outcome === 'changed')
      // Who changed it and when travel beside the message, for the console to name them.
      return reply.code(409).send({
        success: false,
        message: CHANGED_SINCE_OPENED,
        changedBy: outcome.changedBy,
        changedAt: outcome.changedAt?.toISOString() ?? null,
      });
    return {
      success: true,
      message: PUBLISHED,
      version: outcome.version,
      number: outcome.number,
      langs: outcome.langs,
    };
  });

  app.post(`${base}/discard`, editor, async (request) => {
    const { adapter, key } = recordOf(request);
    const { version } = await validateBody(versionSchema, request.body);
    const outcome = await discardDraft(db, adapter, key, version, request.staff, now());
    if (outcome.outcome === 'never-published') throw conflict(NOTHING_TO_DISCARD);
    return answerHead(outcome, DRAFT_DISCARDED, NOTHING_TO_DISCARD);
  });

  app.post(`${base}/unpublish`, editor, async (request) => {
    const { adapter, key } = recordOf(request);
    assertMayPublish(request, adapter);
    const { version } = await validateBody(versionSchema, request.body);
    const outcome = await unpublishRecord(db, adapter, key, version, request.staff, now());
    if (outcome.outcome === 'saved') return { success: true, message: UNPUBLISHED, version: outcome.version };
    if (outcome.outcome === 'missing') throw notFound(RECORD_NOT_FOUND);
    if (outcome.outcome === 'stale') throw conflict(STALE_SAVE);
    throw conflict(outcome.outcome === 'cannot' ? CANNOT_UNPUBLISH : ALREADY_UNPUBLISHED);
  });

  app.get(`${base}/versions`, editor, async (request) => {
    const { adapter, key } = recordOf(request);
    return { success: true, versions: await listVersions(db, adapter.kind, key) };
  });

  app.get(`${base}/versions/:number`, editor, async (request) => {
    const { adapter, key } = recordOf(request);
    const version = await readVersion(db, adapter.kind, key, versionNumber(request));
    if (!version) throw notFound(VERSION_NOT_FOUND);
    return { success: true, version };
  });

  app.post(`${base}/versions/:number/restore`, editor, async (request) => {
    const { adapter, key } = recordOf(request);
    const number = versionNumber(request);
    const { version } = await validateBody(versionSchema, request.body);
    const outcome = await restoreVersion(db, adapter, key, number, version, request.staff, now());
    return answerHead(outcome, VERSION_RESTORED, VERSION_NOT_FOUND);
  });

  app.post(`${base}/preview-link`, editor, async (request) => {
    const { adapter, key } = recordOf(request);
    if (adapter.kind !== 'page' || !isContentSlug(key)) throw notFound(NO_SHARE_PREVIEW);
    const body = await validateBody(previewLinkSchema, request.body);
    const lang = body.lang as LangCode;
    const hours = body.hours ?? PREVIEW_LINK_HOURS.default;
    const expiresAt = new Date(now().getTime() + hours * 3_600_000);
    const token = signPreviewTicket(deriveSecret(PREVIEW_SECRET_LABEL), { slug: key, lang, expiresAt });
    const url = new URL(addressIn(PREVIEW_PAGE_OF[key], lang), config.appUrl);
    url.searchParams.set(PREVIEW_PARAM, token);
    return { success: true, url: url.toString(), expiresAt: expiresAt.toISOString() };
  });
};
