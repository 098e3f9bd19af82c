// The restaurants, the theme colours and the UI strings: editors and admins.
import type { FastifyPluginAsync } from 'fastify';
import {
  contrastMessage,
  ORDER_INVALID,
  ORDER_SAVED,
  RESTAURANT_DELETED,
  RESTAURANT_NOT_FOUND,
  TRANSLATION_NOT_BUNDLED,
  TRANSLATION_NOT_FOUND,
} from '../../../src/shared/messages/catalog';
import { DRAFT_SAVED } from '../../../src/shared/messages/publishing';
import { STALE_SAVE } from '../../../src/shared/messages/staff';
import { formatRatio } from '../../../src/shared/colors';
import {
  restaurantEditSchema,
  restaurantOrderSchema,
  restaurantSchema,
} from '../../../src/shared/validation/restaurant';
import { themeSchema } from '../../../src/shared/validation/theme';
import { translationResetSchema, translationSaveSchema } from '../../../src/shared/validation/translation';
import { conflict, invalid, notFound } from '../../services/failures';
import { validateBody } from '../../http/validate';
import {
  createRestaurant,
  deleteRestaurant,
  listRestaurantRecords,
  reorderRestaurants,
  updateRestaurant,
} from '../../services/restaurants';
import { failingContrast, readTheme, saveTheme } from '../../services/theme';
import { listTranslationRecords, resetTranslation, saveTranslation } from '../../services/translations';
import type { AdminDeps } from './deps';

export const catalogRoutes: FastifyPluginAsync<AdminDeps> = async (app, { db, now }) => {
  const editor = { config: { staffRole: 'editor' as const } };

  // ── Restaurants: each one's working copy (its draft where it has one); creations and saves
  // write drafts, which go public through publishing (/api/admin/publishing/restaurant/:id) ──
  app.get('/restaurants', editor, async () => ({ success: true, restaurants: await listRestaurantRecords(db) }));

  app.post('/restaurants', editor, async (request, reply) => {
    const values = await validateBody(restaurantSchema, request.body);
    const restaurant = await createRestaurant(db, values, request.staff, now());
    return reply.code(201).send({ success: true, message: DRAFT_SAVED, version: restaurant.version, restaurant });
  });

  // Registered before /restaurants/:id, and a static path wins over a parameter anyway.
  app.put('/restaurants/order', editor, async (request) => {
    const { ids } = await validateBody(restaurantOrderSchema, request.body);
    const outcome = await reorderRestaurants(db, ids, request.staff, now());
    if (outcome === 'mismatch') throw conflict(ORDER_INVALID);
    return { success: true, message: ORDER_SAVED };
  });

  app.put('/restaurants/:id', editor, async (request) => {
    const { id } = request.params as { id: string };
    const values = await validateBody(restaurantEditSchema, request.body);
    const result = await updateRestaurant(db, id, values, request.staff, now());
    if (result.outcome === 'missing') throw notFound(RESTAURANT_NOT_FOUND);
    if (result.outcome === 'stale') throw conflict(STALE_SAVE);
    return { success: true, message: DRAFT_SAVED, version: result.value.version, restaurant: result.value };
  });

  app.delete('/restaurants/:id', editor, async (request) => {
    const { id } = request.params as { id: string };
    if (!(await deleteRestaurant(db, id, request.staff, now()))) throw notFound(RESTAURANT_NOT_FOUND);
    return { success: true, message: RESTAURANT_DELETED };
  });

  // ── Theme colours ──
  app.get('/theme', editor, async () => ({ success: true, theme: await readTheme(db) }));

  app.put('/theme', editor, async (request) => {
    const values = await validateBody(themeSchema, request.body);
    const failing = failingContrast({ primary: values.primary, secondary: values.secondary });
    if (failing) throw invalid(contrastMessage(failing.colour, formatRatio(failing.ratio)));
    const saved = await saveTheme(db, values, request.staff, now());
    if (saved.outcome === 'stale') throw conflict(STALE_SAVE);
    return { success: true, message: DRAFT_SAVED, version: saved.version, theme: await readTheme(db) };
  });

  // ── UI strings ──
  app.get('/translations', editor, async () => ({ success: true, translations: await listTranslationRecords(db) }));

  app.put('/translations', editor, async (request) => {
    const values = await validateBody(translationSaveSchema, request.body);
    const saved = await saveTranslation(db, values, request.staff, now());
    if (saved.outcome === 'missing') throw notFound(TRANSLATION_NOT_FOUND);
    if (saved.outcome === 'stale') throw conflict(STALE_SAVE);
    return { success: true, message: DRAFT_SAVED, version: saved.version };
  });

  // Resetting is a draft of the bundled texts: publishing it removes the override.
  app.post('/translations/reset', editor, async (request) => {
    const values = await validateBody(translationResetSchema, request.body);
    const saved = await resetTranslation(db, values, request.staff, now());
    if (saved.outcome === 'not-bundled') throw invalid(TRANSLATION_NOT_BUNDLED);
    if (saved.outcome === 'missing') throw notFound(TRANSLATION_NOT_FOUND);
    if (saved.outcome === 'stale') throw conflict(STALE_SAVE);
    return { success: true, message: DRAFT_SAVED, version: saved.version };
  });
};
