// Route input is checked with the same yup schemas the web app's forms use, so the
// server enforces exactly the rules (and messages) the visitor sees. Only the schema's
// own fields are handed to yup (unknown keys are dropped), and a field a schema reads as
// text that arrives as an object or array is refused here: yup's string transforms
// (trim, lowercase) would otherwise throw a TypeError, a 500 for a bad request.
import { ValidationError, type AnyObject, type ObjectSchema, type Schema } from 'yup';
import { INVALID_REQUEST_DATA } from './errors';
import { invalid } from '../services/failures';

type Described = { type?: string; fields?: Record<string, Schema>; spec?: { strict?: boolean } };

export type ValidateOptions = {
  /**
   * Check every rule and answer with the one message this picks from all that failed,
   * for forms that show a single message chosen by priority. Without it the first
   * failing rule answers.
   */
  pickMessage?: (messages: readonly string[]) => string | undefined;
  /**
   * The schema's text fields take any value safely (their transforms leave non-strings
   * alone), so an object or array is left to the field's own type message rather than
   * refused here with the generic one.
   */
  typeSafeTransforms?: boolean;
};

function ownFieldsOf(
  schema: ObjectSchema<AnyObject>,
  value: Record<string, unknown>,
  typeSafeTransforms: boolean,
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.fields as Record<string, Schema & Described>)) {
    if (!Object.prototype.hasOwnProperty.call(value, name)) continue;
    const item = value[name];
    // A strict field skips transforms, so yup itself answers with the field's type message.
    if (
      !typeSafeTransforms &&
      field.type === 'string' &&
      !field.spec?.strict &&
      item !== null &&
      typeof item === 'object'
    ) {
      throw invalid(INVALID_REQUEST_DATA);
    }
    if (field.type === 'object' && field.fields && item !== null && typeof item === 'object' && !Array.isArray(item)) {
      picked[name] = ownFieldsOf(
        field as unknown as ObjectSchema<AnyObject>,
        item as Record<string, unknown>,
        typeSafeTransforms,
      );
    } else {
      picked[name] = item;
    }
  }
  return picked;
}

export async function validateBody<T extends AnyObject>(
  schema: ObjectSchema<T>,
  body: unknown,
  options: ValidateOptions = {},
): Promise<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalid('Request body must be a JSON object');
  }
  const { pickMessage, typeSafeTransforms = false } = options;
  const input = ownFieldsOf(
    schema as unknown as ObjectSchema<AnyObject>,
    body as Record<string, unknown>,
    typeSafeTransforms,
  );
  try {
    return (await schema.validate(input, { abortEarly: !pickMessage, stripUnknown: true })) as T;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const message = pickMessage ? pickMessage(error.errors) : error.errors[0];
    throw invalid(message ?? INVALID_REQUEST_DATA);
  }
}
