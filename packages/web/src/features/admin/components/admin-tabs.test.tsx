import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { jsonResponse, mockAdminApi } from '../test/admin-fixtures';
import { auditQuery } from '../api/audit';
import { AdminPage } from './admin-page';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser({ id: 'admin-1', role: 'admin', firstName: 'Ada', lastName: 'Admin' });

function SearchProbe() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderAdmin(tab: string, toolsPanel?: React.ReactNode) {
  return renderWithProviders(
    <>
      <AdminPage user={admin} onLogout={() => {}} onBackToChat={() => {}} toolsPanel={toolsPanel} />
      <SearchProbe />
    </>,
    { path: `/admin?tab=${tab}` },
  );
}

const settings = {
  default_model: 'analyst',
  enabled_providers: ['analyst', 'openai', 'anthropic', 'openai_compatible'],
  user_quota_mb: null,
  max_upload_mb: null,
  rca_default_priority: 'medium',
  rca_default_client_id: 'demo',
  rca_max_iterations: 10,
};

describe('admin tabs', () => {
  it('keeps the tab in the URL and moves between tabs with the arrow keys', async () => {
    mockAdminApi({
      'GET /admin/settings/': () => jsonResponse({ success: true, settings }),
    });
    renderAdmin('settings');
    const tab = screen.getByRole('tab', { name: 'Settings' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Users',
      'Organizations',
      'MCP Tools',
      'Settings',
      'Analytics',
      'Audit Logs',
    ]);
    tab.focus();
    await userEvent.setup().keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=analytics');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'admin-tab-analytics');
  });

  it('shows the tools panel it is given, or says tool management needs the tools service', () => {
    mockAdminApi({});
    const { unmount } = renderAdmin('tools');
    expect(screen.getByText('MCP tool management is not enabled')).toBeInTheDocument();
    unmount();
    renderAdmin('tools', <p>Tool panel here</p>);
    expect(screen.getByText('Tool panel here')).toBeInTheDocument();
  });

  it('draws the usage charts from the analytics endpoint and changes the period', async () => {
    const analytics = (days: number) => ({
      days,
      from: '2025-03-01',
      to: '2025-03-02',
      messages_per_day: [
        { date: '2025-03-01', count: 4 },
        { date: '2025-03-02', count: days === 7 ? 1 : 9 },
      ],
      active_users_per_day: [
        { date: '2025-03-01', count: 2 },
        { date: '2025-03-02', count: 3 },
      ],
      rca: {
        runs: 4,
        completed: 3,
        failed: 1,
        success_rate: 0.75,
        per_day: [{ date: '2025-03-02', count: 4 }],
      },
      storage_by_user: [{ username: 'alice', bytes: 2048 }],
      tool_calls: [{ tool: 'sql_query', count: 12 }],
      tool_calls_source: 'assistant_messages',
    });
    const { calls } = mockAdminApi({
      'GET /admin/analytics/': (_call, url) =>
        jsonResponse({ success: true, data: analytics(Number(url.searchParams.get('days'))) }),
    });
    renderAdmin('analytics');
    expect(
      await screen.findByText('Messages per day', { selector: '.admin-chart-title' }),
    ).toBeInTheDocument();
    expect(calls[0]?.url).toContain('/admin/analytics/?days=30');
    expect(screen.getByText('13')).toBeInTheDocument();
    expect(screen.getByText('last 30 days')).toBeInTheDocument();
    expect(screen.getAllByText('75%').length).toBeGreaterThan(0);
    const images = screen.getAllByRole('img');
    expect(images.length).toBe(5);
    expect(images[0]).toHaveAccessibleName(/Messages per day: 13 messages over 2 days/);
    expect(screen.getByText(/Tool calls: sql_query 12/)).toBeInTheDocument();

    await userEvent.setup().selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    expect(await screen.findByText('last 7 days')).toBeInTheDocument();
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toContain('/admin/analytics/?days=7');
  });

  it('saves only valid settings, sending just the changed fields with their types', async () => {
    const { calls } = mockAdminApi({
      'GET /admin/settings/': () => jsonResponse({ success: true, settings }),
      'PUT /admin/settings/': (call) =>
        jsonResponse({ success: true, settings: { ...settings, ...(call.body as object) } }),
    });
    renderAdmin('settings');
    const user = userEvent.setup();
    const iterations = await screen.findByLabelText('Max iterations');
    await user.clear(iterations);
    await user.type(iterations, '0');
    await user.type(screen.getByLabelText('Per-user storage quota (MB)'), 'lots');
    await user.click(screen.getByLabelText('OpenAI'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('A whole number from 1 to 50')).toBeInTheDocument();
    expect(screen.getByText('Enter a positive number of MB, or leave it empty')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(iterations);
    await user.type(iterations, '12');
    await user.clear(screen.getByLabelText('Per-user storage quota (MB)'));
    await user.type(screen.getByLabelText('Per-user storage quota (MB)'), '512');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      enabled_providers: ['analyst', 'anthropic', 'openai_compatible'],
      user_quota_mb: 512,
      rca_max_iterations: 12,
    });
  });

  it('offers the server’s models and RCA configurations to choose from', async () => {
    const { calls } = mockAdminApi({
      'GET /admin/settings/': () => jsonResponse({ success: true, settings }),
      'GET /models/': () =>
        jsonResponse({
          success: true,
          default_model: 'analyst',
          models: [
            { id: 'analyst', name: 'Built-in analyst', provider: 'builtin', available: true },
            { id: 'gpt-4', name: 'GPT-4', provider: 'openai', available: false },
          ],
        }),
      'GET /rca/configs/': () =>
        jsonResponse({
          success: true,
          configurations: [
            { client_id: 'demo', name: 'Demo', description: '' },
            { client_id: 'web_traffic', name: 'Web traffic', description: '' },
          ],
        }),
      'PUT /admin/settings/': (call) =>
        jsonResponse({ success: true, settings: { ...settings, ...(call.body as object) } }),
    });
    renderAdmin('settings');
    const user = userEvent.setup();
    // A free text field until the server's lists arrive, then selects.
    await waitFor(() => expect(screen.getByLabelText('Default model').tagName).toBe('SELECT'));
    await waitFor(() => expect(screen.getByLabelText('Client configuration').tagName).toBe('SELECT'));
    const model = screen.getByRole('combobox', { name: 'Default model' });
    expect(
      within(model)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Built-in analyst', 'GPT-4 (not configured on this server)']);
    const client = screen.getByRole('combobox', { name: 'Client configuration' });
    expect(
      within(client)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Demo', 'Web traffic']);
    await user.selectOptions(model, 'gpt-4');
    await user.selectOptions(client, 'web_traffic');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      default_model: 'gpt-4',
      rca_default_client_id: 'web_traffic',
    });
  });

  it('shows the server’s error when settings cannot be saved', async () => {
    mockAdminApi({
      'GET /admin/settings/': () => jsonResponse({ success: true, settings }),
      'PUT /admin/settings/': () => jsonResponse({ success: false, error: 'Invalid settings value' }, 400),
    });
    renderAdmin('settings');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Priority'), 'high');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid settings value');
  });

  it('builds the audit query from the filters, for the list and the export alike', () => {
    expect(auditQuery({ action: 'user.*', actor: ' ada ', from: '2025-01-01', to: '' }, 2)).toBe(
      '?page=2&page_size=50&action=user.*&actor=ada&from=2025-01-01',
    );
    expect(auditQuery({ action: '', actor: '', from: '', to: '2025-02-01' })).toBe('?to=2025-02-01');
  });

  it('filters the audit log and hides contact requests from a non-operator organization', async () => {
    const { calls } = mockAdminApi({
      'GET /admin/audit-logs/': () =>
        jsonResponse({
          success: true,
          logs: [
            {
              id: 'l1',
              action: 'user.create',
              actor_username: 'admin',
              actor_user_id: 'admin-1',
              target_type: 'user',
              target_id: 'u-9',
              details: { username: 'newbie', role: 'user' },
              ip: '127.0.0.1',
              request_id: 'req-1',
              created_at: '2025-03-02T10:00:00.000Z',
            },
          ],
          actions: ['auth.login', 'auth.login_failed', 'user.create', 'user.disable'],
          pagination: {
            page: 1,
            page_size: 50,
            total_count: 1,
            total_pages: 1,
            has_next: false,
            has_previous: false,
          },
        }),
      'GET /admin/contact-requests/': () => jsonResponse({ success: false, error: 'Forbidden' }, 403),
    });
    renderAdmin('audit-logs');
    const user = userEvent.setup();
    const row = (await screen.findByText('user.create', { selector: 'span' })).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('user newbie')).toBeInTheDocument();
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Show' }));
    expect(screen.getByText(/"role": "user"/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Action'), 'user.*');
    await user.type(screen.getByLabelText('Actor'), 'ada');
    await user.type(screen.getByLabelText('From'), '2025-03-01');
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith('/api/admin/audit-logs/')).at(-1)?.url).toBe(
        '/api/admin/audit-logs/?page=1&page_size=50&action=user.*&actor=ada&from=2025-03-01',
      ),
    );
    expect(screen.queryByRole('tab', { name: /Contact requests/ })).not.toBeInTheDocument();
  });

  it('lists contact requests for the operator organization in their own tab, and sets their status', async () => {
    const { calls } = mockAdminApi({
      'PATCH /admin/contact-requests/c1/': (call) =>
        jsonResponse({ success: true, contact_request: { id: 'c1', ...(call.body as object) } }),
      'GET /admin/audit-logs/': () =>
        jsonResponse({
          success: true,
          logs: [],
          actions: [],
          pagination: {
            page: 1,
            page_size: 50,
            total_count: 0,
            total_pages: 1,
            has_next: false,
            has_previous: false,
          },
        }),
      'GET /admin/contact-requests/': () =>
        jsonResponse({
          success: true,
          contact_requests: [
            {
              id: 'c1',
              first_name: 'Cleo',
              last_name: 'Doe',
              email: 'cleo@example.com',
              phone: '',
              company: 'Co',
              role: 'cto',
              interest: 'demo',
              message: 'Please call me',
              status: 'new',
              created_at: '2025-03-02T10:00:00.000Z',
            },
          ],
          pagination: {
            page: 1,
            page_size: 20,
            total_count: 1,
            total_pages: 1,
            has_next: false,
            has_previous: false,
          },
        }),
    });
    renderAdmin('audit-logs');
    expect(await screen.findByText('The audit log is empty')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: /Contact requests/ }));
    expect(await screen.findByText('Cleo Doe')).toBeInTheDocument();
    // Readable labels, not the stored codes.
    expect(screen.getByText('CTO')).toBeInTheDocument();
    expect(screen.getByText('Product demo')).toBeInTheDocument();
    expect(screen.getByLabelText("Status of Cleo Doe's request")).toHaveValue('new');
    // Opening a new request marks it read; the status can be set to handled.
    await user.click(screen.getByRole('button', { name: 'Read' }));
    expect(screen.getByText('Please call me')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Status of Cleo Doe's request"), 'handled');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.url, c.body])).toEqual([
        ['/api/admin/contact-requests/c1/', { status: 'read' }],
        ['/api/admin/contact-requests/c1/', { status: 'handled' }],
      ]),
    );
    expect(screen.getByRole('link', { name: 'cleo@example.com' })).toHaveAttribute(
      'href',
      'mailto:cleo@example.com',
    );
  });
});
