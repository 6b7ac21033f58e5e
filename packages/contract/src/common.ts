import { z } from 'zod';
import type { ErrorResponse, Pagination } from './common-types';
import type { Checks } from './schema-checks';

export type * from './common-types';

/** Every failed API call answers with this body, whatever the status. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string().optional(),
});

/** The pagination object used by every paged list. */
export const paginationSchema = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total_count: z.number().int(),
  total_pages: z.number().int(),
  has_next: z.boolean(),
  has_previous: z.boolean(),
});

export { REQUEST_ID_HEADER } from './headers';

const schemasMatchTypes: [
  Checks<typeof errorResponseSchema, ErrorResponse>,
  Checks<typeof paginationSchema, Pagination>,
] = [true, true];
void schemasMatchTypes;
