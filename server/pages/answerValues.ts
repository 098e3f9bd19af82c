// Reading the API's answers as a page's head, link preview and structured data need them: an
// answer is JSON of a shape the server made, but content is edited by staff and a read may
// have failed, so every value is taken as unknown and read defensively.
import type { ReadName } from '../../src/shared/routing/publicReads';

/** An object, or an empty one. */
export const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A list of objects, or an empty list. */
export const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(record) : []);

/** A string without surrounding space, or ''. */
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The doctors of the doctor list answer (`answerOf('doctorList')`), in its order. */
export const doctorRows = (answerOf: (read: ReadName) => unknown): Record<string, unknown>[] =>
  records(record(answerOf('doctorList')).doctors);
