/** Types every part of the wire shares, without zod: the error body and the pagination object. */

/** Every failed API call answers with this body, whatever the status. */
export interface ErrorResponse {
  success: false;
  error: string;
  code?: string | undefined;
}

/** The pagination object used by every paged list. */
export interface Pagination {
  page: number;
  page_size: number;
  total_count: number;
  total_pages: number;
  has_next: boolean;
  has_previous: boolean;
}
