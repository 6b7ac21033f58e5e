import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, mockFetch, storeTokens } from '../test/fixtures';
import { SessionProvider, useSession } from './session';
import { readTokens } from './storage';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Probe() {
  const { status, user, signIn, signOut } = useSession();
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="user">{user?.username ?? 'none'}</p>
      <button
        type="button"
        onClick={() =>
          signIn(
            { access_token: 'a', refresh_token: 'r', token_type: 'Bearer' },
            makeUser({ username: 'bob' }),
          )
        }
      >
        sign in
      </button>
      <button type="button" onClick={() => void signOut()}>
        sign out
      </button>
    </div>
  );
}

const renderSession = () =>
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );

describe('session', () => {
  it('is ready at once and calls nothing when no tokens are stored', () => {
    const { fetchMock } = mockFetch(() => jsonResponse({}));
    renderSession();
    expect(screen.getByTestId('status')).toHaveTextContent('ready');
    expect(screen.getByTestId('user')).toHaveTextContent('none');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('validates stored tokens on start and signs the user in', async () => {
    storeTokens();
    const { calls } = mockFetch(() => jsonResponse({ success: true, valid: true, user: makeUser() }));
    renderSession();
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('alice'));
    expect(screen.getByTestId('status')).toHaveTextContent('ready');
    expect(calls[0]?.url).toBe('/api/auth/validate/');
    expect(calls[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it('clears the tokens when validation does not confirm a user', async () => {
    storeTokens();
    mockFetch(() => jsonResponse({ success: true, valid: false }));
    renderSession();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('ready'));
    expect(screen.getByTestId('user')).toHaveTextContent('none');
    expect(readTokens()).toBeNull();
  });

  it('clears the tokens when validation fails', async () => {
    storeTokens();
    mockFetch(() => jsonResponse({ success: false, error: 'boom' }, 500));
    renderSession();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('ready'));
    expect(readTokens()).toBeNull();
  });

  it('stores tokens and user on sign-in, and on sign-out tells the server then forgets them', async () => {
    const { calls } = mockFetch(() => jsonResponse({ success: false, error: 'server down' }, 500));
    renderSession();
    act(() => screen.getByRole('button', { name: 'sign in' }).click());
    expect(screen.getByTestId('user')).toHaveTextContent('bob');
    expect(readTokens()).toMatchObject({ access_token: 'a', refresh_token: 'r' });

    act(() => screen.getByRole('button', { name: 'sign out' }).click());
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('none'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/auth/logout/',
      method: 'POST',
      body: { refresh_token: 'r' },
    });
    expect(readTokens()).toBeNull();
  });

  it('does not call the server on sign-out when nobody is signed in', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse({}));
    renderSession();
    act(() => screen.getByRole('button', { name: 'sign out' }).click());
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs out when the window fires tokenExpired', async () => {
    const { calls } = mockFetch(() => jsonResponse({ success: true }));
    renderSession();
    act(() => screen.getByRole('button', { name: 'sign in' }).click());
    act(() => {
      window.dispatchEvent(new Event('tokenExpired'));
    });
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('none'));
    expect(calls[0]?.url).toBe('/api/auth/logout/');
    expect(readTokens()).toBeNull();
  });
});
