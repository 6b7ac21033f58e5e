import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, storeTokens } from '../test/fixtures';
import { ApiError, api, setAuthFailureHandler } from './api-client';
import { readTokens } from './storage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('API client', () => {
  it('sends JSON to the /api base with a Bearer token and a fresh request id', async () => {
    storeTokens('access-1');
    const { calls } = mockFetch(() => jsonResponse({ success: true }));
    await api.post('/chat/conversations/', { title: 'Q3' });
    await api.get('/chat/conversations/');

    expect(calls[0]?.url).toBe('/api/chat/conversations/');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.authorization).toBe('Bearer access-1');
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({ title: 'Q3' });
    expect(calls[0]?.headers['x-request-id']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(calls[1]?.headers['x-request-id']).not.toBe(calls[0]?.headers['x-request-id']);
  });

  it('sends no Authorization header when signed out', async () => {
    const { calls } = mockFetch(() => jsonResponse({ success: true }));
    await api.get('/contact/');
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('throws an ApiError carrying the server’s error text', async () => {
    mockFetch(() => jsonResponse({ success: false, error: 'Conversation not found' }, 404));
    const error = await api.get('/chat/conversations/x/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverError).toBe('Conversation not found');
    expect((error as ApiError).message).toBe('Conversation not found');
  });

  it('refreshes once on a 401, stores the new tokens and retries with them', async () => {
    storeTokens('old-access', 'old-refresh');
    const { calls } = mockFetch((call) => {
      if (call.url === '/api/auth/refresh/') {
        return jsonResponse({
          success: true,
          tokens: { access_token: 'new-access', refresh_token: 'new-refresh', token_type: 'Bearer' },
        });
      }
      return call.headers.authorization === 'Bearer new-access'
        ? jsonResponse({ success: true, value: 42 })
        : jsonResponse({ success: false, error: 'Token expired' }, 401);
    });

    await expect(api.get<{ value: number }>('/auth/validate/')).resolves.toMatchObject({ value: 42 });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/auth/validate/',
      '/api/auth/refresh/',
      '/api/auth/validate/',
    ]);
    expect(calls[1]?.method).toBe('POST');
    expect(calls[1]?.body).toEqual({ refresh_token: 'old-refresh' });
    expect(readTokens()).toMatchObject({ access_token: 'new-access', refresh_token: 'new-refresh' });
  });

  it('does not refresh a second time when the retried request is still unauthorized', async () => {
    storeTokens();
    const { calls } = mockFetch((call) =>
      call.url === '/api/auth/refresh/'
        ? jsonResponse({
            success: true,
            tokens: { access_token: 'a2', refresh_token: 'r2', token_type: 'Bearer' },
          })
        : jsonResponse({ success: false, error: 'Unauthorized' }, 401),
    );
    await expect(api.get('/files/list/')).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((call) => call.url === '/api/auth/refresh/')).toHaveLength(1);
  });

  it('shares one refresh between concurrent 401s', async () => {
    storeTokens('old-access', 'old-refresh');
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { calls } = mockFetch(async (call) => {
      if (call.url === '/api/auth/refresh/') {
        await refreshGate;
        return jsonResponse({
          success: true,
          tokens: { access_token: 'new-access', refresh_token: 'new-refresh', token_type: 'Bearer' },
        });
      }
      return call.headers.authorization === 'Bearer new-access'
        ? jsonResponse({ success: true, path: call.url })
        : jsonResponse({ success: false, error: 'expired' }, 401);
    });

    const pending = Promise.all([api.get('/a/'), api.get('/b/'), api.get('/c/')]);
    await vi.waitFor(() => expect(calls.filter((call) => call.url === '/api/auth/refresh/')).toHaveLength(1));
    releaseRefresh();
    const results = await pending;

    expect(results).toEqual([
      { success: true, path: '/api/a/' },
      { success: true, path: '/api/b/' },
      { success: true, path: '/api/c/' },
    ]);
    expect(calls.filter((call) => call.url === '/api/auth/refresh/')).toHaveLength(1);
  });

  it('clears the tokens and goes to /login when the refresh fails', async () => {
    storeTokens();
    const onFailure = vi.fn();
    setAuthFailureHandler(onFailure);
    mockFetch((call) =>
      call.url === '/api/auth/refresh/'
        ? jsonResponse({ success: false, error: 'Invalid refresh token' }, 401)
        : jsonResponse({ success: false, error: 'Token expired' }, 401),
    );

    await expect(api.get('/chat/conversations/')).rejects.toMatchObject({
      status: 401,
      serverError: 'Token expired',
    });
    expect(readTokens()).toBeNull();
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('treats a missing refresh token as a failed refresh', async () => {
    const onFailure = vi.fn();
    setAuthFailureHandler(onFailure);
    const { calls } = mockFetch(() => jsonResponse({ success: false, error: 'Unauthorized' }, 401));
    await expect(api.get('/chat/conversations/')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for calls that opt out, such as login', async () => {
    storeTokens();
    const onFailure = vi.fn();
    setAuthFailureHandler(onFailure);
    const { calls } = mockFetch(() => jsonResponse({ success: false, error: 'Invalid credentials' }, 401));
    await expect(api.post('/auth/login/', {}, { skipAuthRefresh: true })).rejects.toMatchObject({
      serverError: 'Invalid credentials',
    });
    expect(calls).toHaveLength(1);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('can clear the tokens without leaving the page', async () => {
    storeTokens();
    const onFailure = vi.fn();
    setAuthFailureHandler(onFailure);
    mockFetch(() => jsonResponse({ success: false, error: 'nope' }, 401));
    await expect(api.get('/auth/validate/', { redirectOnAuthFailure: false })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(readTokens()).toBeNull();
    expect(onFailure).not.toHaveBeenCalled();
  });
});
