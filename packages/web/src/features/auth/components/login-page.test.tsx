import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { LoginPage } from './login-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const tokens = { access_token: 'a', refresh_token: 'r', token_type: 'Bearer' };

async function fill(username: string, password: string, code: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (code) await user.type(screen.getByLabelText('Organization Code'), code);
  return user;
}

describe('login page', () => {
  it('has labelled fields with autocomplete hints, the button and the help text', () => {
    mockFetch(() => jsonResponse({}));
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(screen.getByLabelText('Username')).toHaveAttribute('id', 'username');
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Organization Code')).toHaveAttribute('id', 'organization_code');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(
      screen.getByText('Need help accessing your account? Contact your system administrator for assistance.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['', 'secret', 'DEMO'],
    ['alice', '', 'DEMO'],
    ['alice', 'secret', ''],
    ['   ', 'secret', 'DEMO'],
  ])('sends nothing and says which field is empty (%j, %j, %j)', async (username, password, code) => {
    const { fetchMock } = mockFetch(() => jsonResponse({}));
    renderWithProviders(<LoginPage />, { path: '/login' });
    const user = await fill(username, password, code);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(fetchMock).not.toHaveBeenCalled();
    const [label, text] = !username.trim()
      ? ['Username', 'Enter your username']
      : !password
        ? ['Password', 'Enter your password']
        : ['Organization Code', 'Enter your organization code'];
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text);
    expect(screen.getByLabelText(label)).toHaveFocus();
  });

  it('shows every missing field on an empty submit, and clears a text once the field is typed in', async () => {
    mockFetch(() => jsonResponse({}));
    renderWithProviders(<LoginPage />, { path: '/login' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Enter your username')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByText('Enter your organization code')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'a');
    expect(screen.queryByText('Enter your username')).toBeNull();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
  });

  it('trims username and organization code, shows "Signing in..." and goes to /chat', async () => {
    let respond: (response: Response) => void = () => {};
    const { calls } = mockFetch(() => new Promise<Response>((resolve) => (respond = resolve)));
    renderWithProviders(<LoginPage />, { path: '/login' });
    const user = await fill('  alice ', ' secret ', ' DEMO  ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(calls[0]).toMatchObject({
      url: '/api/auth/login/',
      method: 'POST',
      body: { username: 'alice', password: ' secret ', organization_code: 'DEMO' },
    });

    respond(jsonResponse({ success: true, tokens, user: makeUser() }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/chat'));
    expect(JSON.parse(localStorage.getItem('auth_tokens') ?? '{}')).toMatchObject({ access_token: 'a' });
  });

  it('shows the server’s error text first', async () => {
    mockFetch(() => jsonResponse({ success: false, error: 'Invalid credentials' }, 401));
    renderWithProviders(<LoginPage />, { path: '/login' });
    const user = await fill('alice', 'wrong', 'DEMO');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('falls back to the error’s own text when the server sent none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithProviders(<LoginPage />, { path: '/login' });
    const user = await fill('alice', 'secret', 'DEMO');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
  });

  it('says "Login failed" when the answer is unsuccessful without any text', async () => {
    mockFetch(() => jsonResponse({ success: false }));
    renderWithProviders(<LoginPage />, { path: '/login' });
    const user = await fill('alice', 'secret', 'DEMO');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('clears the error as soon as a field is edited', async () => {
    mockFetch(() => jsonResponse({ success: false, error: 'Invalid credentials' }, 401));
    renderWithProviders(<LoginPage />, { path: '/login' });
    const user = await fill('alice', 'wrong', 'DEMO');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('alert');
    await user.type(screen.getByLabelText('Organization Code'), 'X');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts without an error when the page opens again', async () => {
    mockFetch(() => jsonResponse({ success: false, error: 'Invalid credentials' }, 401));
    const first = renderWithProviders(<LoginPage />, { path: '/login' });
    const user = await fill('alice', 'wrong', 'DEMO');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('alert');
    first.unmount();
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
