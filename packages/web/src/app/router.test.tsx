import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, mockFetch, storeTokens } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { AppRoutes } from './router';

afterEach(() => {
  vi.unstubAllGlobals();
});

function signedInAs(role: 'admin' | 'user') {
  storeTokens();
  mockFetch(() =>
    jsonResponse({
      success: true,
      valid: true,
      user: makeUser({ role, username: role === 'admin' ? 'root' : 'alice' }),
    }),
  );
}

const location = () => screen.getByTestId('location');

describe('route guards', () => {
  it('shows "Loading application..." while the session is validated', async () => {
    storeTokens();
    mockFetch(() => new Promise<Response>(() => {}));
    renderWithProviders(<AppRoutes />, { path: '/chat' });
    expect(screen.getByText('Loading application...')).toBeInTheDocument();
  });

  it('sends a signed-out visitor from /chat to /login', async () => {
    renderWithProviders(<AppRoutes />, { path: '/chat' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
  });

  it('sends a signed-out visitor from /files to /login', async () => {
    renderWithProviders(<AppRoutes />, { path: '/files' });
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
  });

  it('sends a signed-in user from /login to /chat', async () => {
    signedInAs('user');
    renderWithProviders(<AppRoutes />, { path: '/login' });
    expect(await screen.findByText('AI Business Analytics & Intelligence')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/chat');
  });

  it('shows the chat shell with the user section to a signed-in user', async () => {
    signedInAs('user');
    renderWithProviders(<AppRoutes />, { path: '/chat/some/thing' });
    expect(await screen.findByText('alice')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'AI Analyst' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
  });

  it('logs out from the sidebar and lands on /login', async () => {
    storeTokens();
    const { calls } = mockFetch((call) =>
      call.url === '/api/auth/validate/'
        ? jsonResponse({ success: true, valid: true, user: makeUser() })
        : jsonResponse({ success: true }),
    );
    renderWithProviders(<AppRoutes />, { path: '/chat' });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    expect(calls.map((call) => call.url)).toContain('/api/auth/logout/');
    expect(localStorage.getItem('auth_tokens')).toBeNull();
  });

  it('sends a non-admin from /admin to /chat', async () => {
    signedInAs('user');
    renderWithProviders(<AppRoutes />, { path: '/admin' });
    expect(await screen.findByText('AI Business Analytics & Intelligence')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/chat');
    expect(screen.queryByText('Administration Panel')).not.toBeInTheDocument();
  });

  it('opens /admin for an admin', async () => {
    signedInAs('admin');
    renderWithProviders(<AppRoutes />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Administration Panel' })).toBeInTheDocument();
    expect(screen.getByText('Alice Adams')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/admin');
  });

  it('sends a signed-out visitor from /admin on to /login', async () => {
    renderWithProviders(<AppRoutes />, { path: '/admin' });
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
  });

  it.each(['/', '/home'])('shows the landing page at %s', async (path) => {
    renderWithProviders(<AppRoutes />, { path });
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('sends unknown paths to /', async () => {
    renderWithProviders(<AppRoutes />, { path: '/no/such/page' });
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });
});
