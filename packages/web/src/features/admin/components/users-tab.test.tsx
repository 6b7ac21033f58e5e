import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, storeTokens } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { jsonResponse, makeAdminUser, mockAdminApi, pagination } from '../test/admin-fixtures';
import { AdminPage } from './admin-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = makeUser({ id: 'admin-1', role: 'admin', firstName: 'Ada', lastName: 'Admin' });

function renderUsers() {
  return renderWithProviders(<AdminPage user={admin} onLogout={() => {}} onBackToChat={() => {}} />, {
    path: '/admin?tab=users',
  });
}

const people = Array.from({ length: 25 }, (_, i) =>
  makeAdminUser({ id: `u-${i}`, username: `user${i}`, first_name: `First${i}`, last_name: 'Last' }),
);

function listRoute() {
  return (_call: unknown, url: URL) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const size = Number(url.searchParams.get('page_size') ?? 20);
    return jsonResponse({
      success: true,
      users: people.slice((page - 1) * size, page * size),
      pagination: pagination(page, size, people.length),
    });
  };
}

describe('users tab', () => {
  it('shows the title, the admin’s name, and the users table, and pages through it', async () => {
    const { calls } = mockAdminApi({ 'GET /admin/users/': listRoute() });
    renderUsers();
    expect(screen.getByRole('heading', { name: 'Administration Panel' })).toBeInTheDocument();
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');

    expect(await screen.findByText('First0 Last')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    for (const header of ['Name', 'Email', 'Role', 'Status', 'Last login', 'Actions'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–20 of 25 users')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('First20 Last')).toBeInTheDocument();
    expect(screen.getByText('Showing 21–25 of 25 users')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/admin/users/?page=2&page_size=20');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('searches and filters by role and status on the server', async () => {
    const { calls } = mockAdminApi({ 'GET /admin/users/': listRoute() });
    renderUsers();
    await screen.findByText('First0 Last');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ali');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by role' }), 'admin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'disabled');
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        '/api/admin/users/?page=1&page_size=20&search=ali&role=admin&status=disabled',
      ),
    );
  });

  it('adds a user with a generated password and shows that password only once', async () => {
    const { calls } = mockAdminApi({
      'GET /admin/users/': listRoute(),
      'POST /admin/users/': () =>
        jsonResponse(
          {
            success: true,
            user: makeAdminUser({ id: 'new', username: 'newbie' }),
            temporary_password: 'Temp-Pass-123',
          },
          201,
        ),
    });
    renderUsers();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add New User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New User' });
    await user.type(within(dialog).getByLabelText('Username'), ' newbie ');
    await user.type(within(dialog).getByLabelText('First name'), 'New');
    await user.type(within(dialog).getByLabelText('Last name'), 'Bie');
    await user.type(within(dialog).getByLabelText(/Email/), 'new@example.com');
    expect(within(dialog).getByLabelText('Generate a temporary password')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));

    const shown = await screen.findByRole('dialog', { name: 'User created' });
    expect(within(shown).getByLabelText('Temporary password')).toHaveTextContent('Temp-Pass-123');
    expect(within(shown).getByText(/shown only once/)).toBeInTheDocument();
    const create = calls.find((c) => c.method === 'POST');
    expect(create?.body).toEqual({
      username: 'newbie',
      first_name: 'New',
      last_name: 'Bie',
      email: 'new@example.com',
      role: 'user',
    });

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('Temp-Pass-123')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add New User' }));
    expect(screen.queryByText('Temp-Pass-123')).not.toBeInTheDocument();
  });

  it('checks the new user form before sending and shows the server’s error inline', async () => {
    const { calls } = mockAdminApi({
      'GET /admin/users/': listRoute(),
      'POST /admin/users/': () =>
        jsonResponse({ success: false, error: 'A user with this username already exists' }, 409),
    });
    renderUsers();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add New User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New User' });
    await user.type(within(dialog).getByLabelText('Username'), 'a b');
    await user.click(within(dialog).getByLabelText('Set a password'));
    await user.type(within(dialog).getByLabelText('New password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(
      within(dialog).getByText('A username may hold letters, digits and . _ @ - only'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('A password has at least 8 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Username'));
    await user.type(within(dialog).getByLabelText('Username'), 'alice');
    await user.type(within(dialog).getByLabelText('New password'), '-long-enough');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A user with this username already exists',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      username: 'alice',
      password: 'short-long-enough',
    });
  });

  it('asks before disabling a user, then calls the endpoint', async () => {
    const { calls } = mockAdminApi({
      'GET /admin/users/': listRoute(),
      'POST /admin/users/u-3/disable/': () =>
        jsonResponse({ success: true, user: { ...people[3], status: 'disabled' } }),
    });
    renderUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable user3' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Disable user' });
    expect(confirm).toHaveTextContent('Disable user3?');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Disable user3' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Disable user' })).getByRole('button', {
        name: 'Disable',
      }),
    );
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/users/u-3/disable/')).toBe(true));
    expect(await screen.findByText('user3 is disabled.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resets a password after confirmation and shows the new one once', async () => {
    mockAdminApi({
      'GET /admin/users/': listRoute(),
      'POST /admin/users/u-1/reset-password/': () =>
        jsonResponse({ success: true, user: people[1], temporary_password: 'Fresh-Pass-9' }),
    });
    renderUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset password of user1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset password' }));
    const shown = await screen.findByRole('dialog', { name: 'Password reset' });
    expect(shown).toHaveTextContent('Fresh-Pass-9');
  });

  it('downloads the users CSV with the bearer token', async () => {
    storeTokens('token-9');
    const createObjectURL = vi.fn(() => 'blob:users');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = mockAdminApi({
      'GET /admin/users/': listRoute(),
      'GET /auth/validate/': () => jsonResponse({ success: true, valid: true, user: admin }),
      'GET /admin/users/export/': () =>
        new Response('username,first_name\r\nalice,Alice\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    renderUsers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export Users' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exportCall = calls.find((c) => c.url === '/api/admin/users/export/');
    expect(exportCall?.headers.authorization).toBe('Bearer token-9');
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });
});
