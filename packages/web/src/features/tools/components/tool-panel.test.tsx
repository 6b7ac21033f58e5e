import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { McpServer, Tool, ToolListResponse } from '@ai-analyst/contract/mcp-types';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { TOOL_PREFERENCES_KEY } from '../utils/preferences';
import { splitArguments } from './server-manager';
import { ToolPanel } from './tool-panel';

afterEach(() => vi.unstubAllGlobals());

function makeTool(name: string, overrides: Partial<Tool> = {}): Tool {
  return {
    id: name,
    name,
    description: `${name} does things`,
    type: 'builtin',
    schema: { type: 'object', properties: { dataset: {}, limit: {} }, required: ['dataset'] },
    enabled: true,
    organization_enabled: true,
    user_enabled: true,
    server: null,
    statistics: { calls: 0, errors: 0, mean_duration_ms: null, last_called_at: null },
    ...overrides,
  };
}

const server: McpServer = {
  id: 's1',
  name: 'fixture',
  transport: 'stdio',
  command: 'node',
  args: ['server.mjs'],
  url: null,
  status: 'connected',
  error: null,
  tools_count: 1,
  created_at: '2026-01-01T00:00:00.000Z',
};

function listOf(tools: Tool[], extra: Partial<ToolListResponse> = {}): ToolListResponse {
  return {
    success: true,
    connected: true,
    tools,
    server_url: '/api/mcp',
    servers: [],
    error: null,
    ...extra,
  };
}

type Handler = (call: RecordedCall) => Response | Promise<Response> | undefined;

/** Answers the panel's calls; `routes` override by "METHOD /path" (without /api). */
function mockToolsApi(list: ToolListResponse, routes: Record<string, Handler> = {}) {
  return mockFetch(async (call) => {
    const path = new URL(call.url, 'http://localhost').pathname.replace(/^\/api/, '');
    const own = routes[`${call.method} ${path}`]?.(call);
    if (own) return own;
    switch (`${call.method} ${path}`) {
      case 'GET /mcp/tools/':
        return jsonResponse(list);
      case 'GET /mcp/healthy/':
        return jsonResponse({
          status: 'healthy',
          message: 'The tool server is running with 2 tools',
          connected: true,
          tools_count: 2,
        });
      case 'GET /mcp/config/api-keys/':
        return jsonResponse({
          success: true,
          has_openai_key: true,
          has_anthropic_key: false,
          mcp_server_mode: 'streamable_http',
          mcp_server_available: true,
          available_qcns: ['simple', 'eda'],
        });
      case 'GET /mcp/health/':
        return jsonResponse({
          success: true,
          mcp_available: true,
          qcn_registry_status: 'healthy',
          available_qcns: 2,
          tools_available: 2,
          server_connected: true,
        });
      case 'GET /mcp/config/qcns/':
        return jsonResponse({
          success: true,
          total_qcns: 2,
          qcns: [
            { name: 'simple', label: 'Simple', description: 'Plain', uses_tools: false, legacy_names: [] },
            { name: 'eda', label: 'EDA', description: 'Profile', uses_tools: true, legacy_names: [] },
          ],
        });
      default:
        return jsonResponse({ success: false, error: `No route ${call.method} ${path}` }, 404);
    }
  });
}

/** A response the test releases when it wants, to see the in-between state. */
function deferred() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { promise, release };
}

describe('the tool management panel', () => {
  it('shows the tools with their type, real statistics, health, configuration and QCN modes', async () => {
    mockToolsApi(
      listOf([
        makeTool('aggregate', {
          statistics: { calls: 12, errors: 1, mean_duration_ms: 35.2, last_called_at: null },
        }),
        makeTool('fixture__add', { type: 'mcp', server: { id: 's1', name: 'fixture' } }),
      ]),
    );
    renderWithProviders(<ToolPanel scope="organization" />);
    const rows = within(await screen.findByRole('list', { name: 'Tools' })).getAllByRole('listitem');
    const aggregate = rows.find((row) => row.getAttribute('data-tool') === 'aggregate')!;
    expect(within(aggregate).getByText('builtin')).toBeInTheDocument();
    expect(within(aggregate).getByText('12 calls · 1 error · 35 ms mean')).toBeInTheDocument();
    expect(within(aggregate).getByText('Arguments: dataset, limit')).toBeInTheDocument();
    expect(within(aggregate).getByRole('switch', { name: 'aggregate enabled' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(aggregate).getByText('Enabled')).toBeInTheDocument();
    const add = rows.find((row) => row.getAttribute('data-tool') === 'fixture__add')!;
    expect(within(add).getByText('mcp · fixture')).toBeInTheDocument();
    expect(within(add).getByText('Not used yet')).toBeInTheDocument();

    expect(screen.getByRole('status')).toHaveTextContent('Connected');
    expect(await screen.findByText('healthy')).toHaveClass('tools-yes');
    expect(screen.getByText('The tool server is running with 2 tools')).toBeInTheDocument();
    expect(await screen.findByText('Streamable HTTP')).toBeInTheDocument();
    const openai = screen.getByText('OpenAI key').closest('div')!;
    expect(within(openai).getByText('Configured')).toBeInTheDocument();
    const anthropic = screen.getByText('Anthropic key').closest('div')!;
    // A missing optional key is not an error: neutral, never red.
    expect(within(anthropic).getByText('Not configured')).toHaveClass('tools-neutral');
    expect(
      within(await screen.findByRole('list', { name: 'Available QCN modes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Simple', 'EDA']);
    // Usage totals over every tool: 12 calls, 1 error.
    const usage = screen.getByRole('region', { name: 'Usage in your organization' });
    expect(within(usage).getByText('12')).toBeInTheDocument();
    expect(within(usage).getByText('8.3%')).toBeInTheDocument();
  });

  it('switches a tool for the organization, showing Updating... until the server answers', async () => {
    const answer = deferred();
    const { calls } = mockToolsApi(listOf([makeTool('correlate')]), {
      'PUT /mcp/tools/correlate/': () => answer.promise,
    });
    const changed = vi.fn();
    renderWithProviders(<ToolPanel scope="organization" onToolsChanged={changed} />);
    const toggle = await screen.findByRole('switch', { name: 'correlate enabled' });
    await userEvent.click(toggle);
    expect(await screen.findByText('Updating...')).toBeInTheDocument();
    expect(toggle).toBeDisabled();
    answer.release(
      jsonResponse({
        success: true,
        tool: makeTool('correlate', { enabled: false, organization_enabled: false }),
      }),
    );
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: false });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('keeps a user’s own choice on the server and under mcp_tool_preferences, and locks what the organization switched off', async () => {
    const { calls } = mockToolsApi(
      listOf([makeTool('forecast'), makeTool('profile', { enabled: false, organization_enabled: false })]),
      {
        'PUT /mcp/tools/forecast/preference/': () =>
          jsonResponse({
            success: true,
            tool: makeTool('forecast', { enabled: false, user_enabled: false }),
          }),
      },
    );
    renderWithProviders(<ToolPanel scope="personal" />);
    const locked = await screen.findByRole('switch', { name: 'profile enabled' });
    expect(locked).toBeDisabled();
    expect(screen.getByText('Disabled by your administrator')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'forecast enabled' }));
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT' && c.url.endsWith('/mcp/tools/forecast/preference/'))).toBe(
      true,
    );
    const stored = JSON.parse(localStorage.getItem(TOOL_PREFERENCES_KEY) ?? '{}');
    expect(stored.forecast).toEqual({ enabled: false, updatedAt: expect.any(String) });
    expect(stored.profile).toEqual({ enabled: true, updatedAt: expect.any(String) });
  });

  it('says why a switch failed', async () => {
    mockToolsApi(listOf([makeTool('correlate')]), {
      'PUT /mcp/tools/correlate/': () =>
        jsonResponse({ success: false, error: 'Administrator access is required' }, 403),
    });
    renderWithProviders(<ToolPanel scope="organization" />);
    await userEvent.click(await screen.findByRole('switch', { name: 'correlate enabled' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update tool: Administrator access is required',
    );
    expect(screen.getByRole('switch', { name: 'correlate enabled' })).toHaveAttribute('aria-checked', 'true');
  });

  it('shows the empty state and load failures in fixed words', async () => {
    mockToolsApi(listOf([]));
    const { unmount } = renderWithProviders(<ToolPanel scope="organization" />);
    expect(
      await screen.findByText('No MCP tools available. Check your server connection.'),
    ).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    mockToolsApi(listOf([]), {
      'GET /mcp/tools/': () => jsonResponse({ success: false, error: 'Database unavailable' }, 503),
      'GET /mcp/config/api-keys/': () => jsonResponse({ success: false, error: 'x' }, 500),
    });
    renderWithProviders(<ToolPanel scope="organization" />);
    expect(await screen.findByText('Failed to load MCP data: Database unavailable')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch MCP configuration')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Disconnected');
  });

  it('tests the connection and lets the result banner be closed', async () => {
    let succeed = true;
    mockToolsApi(listOf([makeTool('aggregate')]), {
      'POST /mcp/test-connection/': () =>
        succeed
          ? jsonResponse({ success: true, message: 'Connection successful: 12 built-in tools', error: null })
          : jsonResponse({
              success: false,
              message: 'Connection test failed',
              error: 'Connection test failed: fixture: refused',
            }),
    });
    renderWithProviders(<ToolPanel scope="organization" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText('Connection successful: 12 built-in tools')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close result' }));
    expect(screen.queryByText('Connection successful: 12 built-in tools')).not.toBeInTheDocument();
    succeed = false;
    await userEvent.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection test failed: fixture: refused');
  });

  it('lets admins add and remove external MCP servers', async () => {
    const { calls } = mockToolsApi(listOf([makeTool('aggregate')], { servers: [server] }), {
      'POST /mcp/servers/': () =>
        jsonResponse({ success: true, server: { ...server, id: 's2', name: 'weather' } }, 201),
      'DELETE /mcp/servers/s1/': () => jsonResponse({ success: true }),
    });
    renderWithProviders(<ToolPanel scope="organization" manageServers />);
    expect(await screen.findByText('node server.mjs')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'weather');
    await userEvent.type(screen.getByLabelText('Command'), 'npx');
    await userEvent.type(screen.getByLabelText('Arguments'), '-y "my server"');
    await userEvent.click(screen.getByRole('button', { name: 'Add Server' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/mcp/servers/'))).toBe(true),
    );
    expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/mcp/servers/'))?.body).toEqual({
      name: 'weather',
      transport: 'stdio',
      command: 'npx',
      args: ['-y', 'my server'],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove fixture' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('splits an argument line on spaces, keeping quoted parts together', () => {
    expect(splitArguments(`-y @scope/server --dir "My Files" 'a b'`)).toEqual([
      '-y',
      '@scope/server',
      '--dir',
      'My Files',
      'a b',
    ]);
    expect(splitArguments('  ')).toEqual([]);
  });
});
