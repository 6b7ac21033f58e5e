import { z } from 'zod';

/** Every failed API call answers with this body, whatever the status. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The pagination object used by every paged list. */
export const paginationSchema = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total_count: z.number().int(),
  total_pages: z.number().int(),
  has_next: z.boolean(),
  has_previous: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export { REQUEST_ID_HEADER } from './headers';
