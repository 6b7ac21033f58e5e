import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Pagination } from '@ai-analyst/contract/common-types';

interface PaginationBarProps {
  pagination: Pagination;
  onPage: (page: number) => void;
  /** What is counted, plural ("users"). */
  noun: string;
}

/** "Showing 21–40 of 57 users" with previous and next buttons. */
export function PaginationBar({ pagination, onPage, noun }: PaginationBarProps) {
  const { page, page_size, total_count, total_pages, has_next, has_previous } = pagination;
  const first = total_count === 0 ? 0 : (page - 1) * page_size + 1;
  const last = Math.min(page * page_size, total_count);
  return (
    <nav className="admin-pagination" aria-label={`${noun} pages`}>
      <p>{total_count === 0 ? `No ${noun}` : `Showing ${first}–${last} of ${total_count} ${noun}`}</p>
      <div className="admin-pagination-buttons">
        <button
          type="button"
          className="button button-secondary admin-button-sm"
          disabled={!has_previous}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft size={14} aria-hidden /> Previous
        </button>
        <span className="admin-pagination-page">
          Page {page} of {total_pages}
        </span>
        <button
          type="button"
          className="button button-secondary admin-button-sm"
          disabled={!has_next}
          onClick={() => onPage(page + 1)}
        >
          Next <ChevronRight size={14} aria-hidden />
        </button>
      </div>
    </nav>
  );
}
