// Restaurant outlets, edited under their brand in the restaurants section: editors and admins.
// Reads answer each outlet's working copy; creations and saves write drafts, which go public
// through publishing (/api/admin/publishing/outlet/:id).
import type { FastifyPluginAsync } from 'fastify';
import { ORDER_SAVED, RESTAURANT_NOT_FOUND } from '../../../src/shared/messages/catalog';
import {
  OUTLET_CITY_NOT_LISTED,
  OUTLET_DELETED,
  OUTLET_NOT_FOUND,
  OUTLET_ORDER_INVALID,
} from '../../../src/shared/messages/outlets';
import { DRAFT_SAVED } from '../../../src/shared/messages/publishing';
import { STALE_SAVE } from '../../../src/shared/messages/staff';
import { outletEditSchema, outletOrderSchema, outletSchema } from '../../../src/shared/validation/outlet';
import { conflict, invalid, notFound } from '../../services/failures';
import { validateBody } from '../../http/validate';
import { createOutlet, deleteOutlet, listOutletRecords, reorderOutlets, updateOutlet } from '../../services/outlets';
import type { AdminDeps } from './deps';

export const outletRoutes: FastifyPluginAsync<AdminDeps> = async (app, { db, now }) => {
  const editor = { config: { staffRole: 'editor' as const } };

  app.get('/outlets', editor, async () => ({ success: true, outlets: await listOutletRecords(db) }));

  app.post('/restaurants/:id/outlets', editor, async (request, reply) => {
    const { id } = request.params as { id: string };
    const values = await validateBody(outletSchema, request.body);
    const result = await createOutlet(db, id, values, request.staff, now());
    if (result.outcome === 'missing') throw notFound(RESTAURANT_NOT_FOUND);
    if (result.outcome === 'city') throw invalid(OUTLET_CITY_NOT_LISTED);
    if (result.outcome === 'stale') throw conflict(STALE_SAVE);
    return reply
      .code(201)
      .send({ success: true, message: DRAFT_SAVED, version: result.value.version, outlet: result.value });
  });

  app.put('/restaurants/:id/outlets/order', editor, async (request) => {
    const { id } = request.params as { id: string };
    const { ids } = await validateBody(outletOrderSchema, request.body);
    const outcome = await reorderOutlets(db, id, ids, request.staff, now());
    if (outcome === 'missing') throw notFound(RESTAURANT_NOT_FOUND);
    if (outcome === 'mismatch') throw conflict(OUTLET_ORDER_INVALID);
    return { success: true, message: ORDER_SAVED };
  });

  app.put('/outlets/:id', editor, async (request) => {
    const { id } = request.params as { id: string };
    const values = await validateBody(outletEditSchema, request.body);
    const result = await updateOutlet(db, id, values, request.staff, now());
    if (result.outcome === 'missing') throw notFound(OUTLET_NOT_FOUND);
    if (result.outcome === 'city') throw invalid(OUTLET_CITY_NOT_LISTED);
    if (result.outcome === 'stale') throw conflict(STALE_SAVE);
    return { success: true, message: DRAFT_SAVED, version: result.value.version, outlet: result.value };
  });

  app.delete('/outlets/:id', editor, async (request) => {
    const { id } = request.params as { id: string };
    if (!(await deleteOutlet(db, id, request.staff, now()))) throw notFound(OUTLET_NOT_FOUND);
    return { success: true, message: OUTLET_DELETED };
  });
};
