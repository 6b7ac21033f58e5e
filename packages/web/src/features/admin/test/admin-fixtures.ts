// Fixtures of the admin panel's tests: users as the admin API presents them, and a fetch stub
// that answers by method and path.
import type { AdminUser } from '@ai-analyst/contract/admin-types';
import type { Pagination } from '@ai-analyst/contract/common-types';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fixtures';

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u-1',
    username: 'alice',
    first_name: 'Alice',
    last_name: 'Adams',
    email: 'alice@example.com',
    role: 'user',
    status: 'active',
    last_login: null,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function pagination(page: number, pageSize: number, total: number): Pagination {
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

type Route = (call: RecordedCall, url: URL) => Response | undefined;

/**
 * Answers each call with the first route that returns a response; anything else is a 404 the
 * test will notice. Paths are matched without the /api prefix.
 */
export function mockAdminApi(routes: Record<string, Route>) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const route = routes[`${call.method} ${path}`];
    return (
      route?.(call, url) ?? jsonResponse({ success: false, error: `No route ${call.method} ${path}` }, 404)
    );
  });
}

export { jsonResponse };
