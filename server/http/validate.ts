// Route input is checked with the same yup schemas the web app's forms use, so the
// server enforces exactly the rules (and messages) the visitor sees.
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { badRequest } from './errors';

export async function validateBody<T extends AnyObject>(schema: ObjectSchema<T>, body: unknown): Promise<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object');
  }
  try {
    return (await schema.validate(body, { abortEarly: true, stripUnknown: true })) as T;
  } catch (error) {
    if (error instanceof ValidationError) throw badRequest(error.errors[0] ?? 'Invalid request data');
    throw error;
  }
}
