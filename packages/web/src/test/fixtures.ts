// Shared helpers of the web unit tests: a user as the server presents it, and fetch stubs.
import { vi } from 'vitest';
import type { User } from '@ai-analyst/contract/auth-types';
import type { Conversation, Message } from '@ai-analyst/contract/chat-types';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    username: 'alice',
    email: 'alice@example.com',
    firstName: 'Alice',
    lastName: 'Adams',
    role: 'user',
    isActive: true,
    organizationId: 'o1',
    organization: { id: 'o1', name: 'Demo', code: 'DEMO' },
    lastLogin: null,
    personalization: { role: '', bio: '', responseStyle: 'balanced' },
    ...overrides,
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A conversation's messages as the server lists them: all of them on one page of 50. */
export function messagePage(conversation: Conversation, messages: Message[] = []) {
  return {
    success: true,
    messages,
    pagination: {
      page: 1,
      page_size: 50,
      total_count: messages.length,
      total_pages: 1,
      has_next: false,
      has_previous: false,
    },
    conversation,
  };
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Replaces fetch with a handler per call; returns the recorded calls so tests can check the
 * headers and bodies the client sent.
 */
export function mockFetch(handler: (call: RecordedCall) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries((init?.headers ?? {}) as Record<string, string>)) {
      headers[key.toLowerCase()] = value;
    }
    const call: RecordedCall = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function storeTokens(access = 'access-1', refresh = 'refresh-1') {
  localStorage.setItem(
    'auth_tokens',
    JSON.stringify({ access_token: access, refresh_token: refresh, token_type: 'Bearer' }),
  );
}
