import type { Pagination } from '@ai-analyst/contract';

/** The wire's pagination object for a page of a list of `total` items. */
export function paginate(page: number, pageSize: number, total: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return {
    page,
    page_size: pageSize,
    total_count: total,
    total_pages: totalPages,
    has_next: page < totalPages,
    has_previous: page > 1,
  };
}

/** Escapes LIKE wildcards so a search for "50%" matches the text, not everything. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
