import type { z } from 'zod';
import { badRequest, describeZodError } from './errors';

/** Parses a request part with a contract schema, turning a failure into a 400 in plain words. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeZodError(result.error), 'validation_error');
  return result.data;
}
