import type { z } from 'zod';
import { badRequest, describeZodError } from './errors';

/** Parses a request part with a contract schema, turning a failure into a 400 in plain words. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeZodError(result.error), 'validation_error');
  return result.data;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a URL can be a row id: a malformed one is a plain 404, never a database error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
