import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Connection, ConnectionTable } from '@ai-analyst/contract/connections-types';
import { jsonResponse, mockFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ConnectionsAdmin } from './connections-admin';
import { ConnectionsLoaderSection } from './connections-loader-section';

afterEach(() => vi.unstubAllGlobals());

const warehouse: Connection = {
  id: 'c1',
  name: 'warehouse',
  engine: 'postgres',
  host: 'db.internal',
  port: 5432,
  database: 'shop',
  user: 'analyst_ro',
  has_password: true,
  tls: 'require',
  allowed_schemas: [],
  allowed_tables: [],
  status: 'error',
  last_error: 'The database refused the user "analyst_ro": wrong user name or password.',
  server_version: null,
  catalog_refreshed_at: null,
  table_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const orders: ConnectionTable = {
  reference: 'postgres:warehouse/sales.orders',
  schema: 'sales',
  name: 'orders',
  kind: 'table',
  row_estimate: 10_000_000,
  columns: [{ name: 'amount', type: 'DECIMAL', native_type: 'numeric', nullable: false, samples: [12.5] }],
};

const pathOf = (url: string) => new URL(url, 'http://localhost').pathname;

describe('the Connections tab', () => {
  it('lists connections with their last error, and says why a test before saving failed', async () => {
    const { calls } = mockFetch(async (call) => {
      const path = pathOf(call.url);
      if (call.method === 'GET' && path === '/api/connections/')
        return jsonResponse({ success: true, connections: [warehouse] });
      if (call.method === 'POST' && path === '/api/connections/test/')
        return jsonResponse({
          success: true,
          result: {
            ok: false,
            code: 'unreachable',
            error: 'Could not reach a database at nowhere:5432 (ENOTFOUND).',
            server_version: null,
            elapsed_ms: 3,
          },
        });
      return jsonResponse({ success: false, error: 'unexpected' }, 500);
    });
    renderWithProviders(<ConnectionsAdmin />);
    expect(await screen.findByText(/wrong user name or password/)).toBeTruthy();
    expect(screen.getByText(/analyst_ro@db\.internal:5432\/shop · TLS/)).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Add connection/ }));
    const form = screen.getByRole('form', { name: 'Add a connection' });
    await user.type(within(form).getByLabelText('Name'), 'Bad Name');
    await user.type(within(form).getByLabelText(/Connection URL/), 'postgres://u:secret@nowhere:5432/db');
    await user.click(within(form).getByRole('button', { name: 'Test' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/Could not reach a database/);
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toMatchObject({
      engine: 'postgres',
      url: 'postgres://u:secret@nowhere:5432/db',
      tls: 'disable',
    });

    await user.click(within(form).getByRole('button', { name: 'Save connection' }));
    expect(within(form).getByText(/lower-case letters, digits/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && pathOf(c.url) === '/api/connections/')).toHaveLength(0);
  });

  it('shows the server’s message when saving fails, and adds the connection when it succeeds', async () => {
    let saved = false;
    mockFetch(async (call) => {
      const path = pathOf(call.url);
      if (call.method === 'GET' && path === '/api/connections/')
        return jsonResponse({
          success: true,
          connections: saved
            ? [{ ...warehouse, name: 'shop', id: 'c2', status: 'untested', last_error: null }]
            : [],
        });
      if (call.method === 'POST' && path === '/api/connections/') {
        const body = call.body as { password?: string };
        if (body.password === 'first')
          return jsonResponse(
            {
              success: false,
              code: 'secrets_key_missing',
              error: 'Passwords cannot be stored: the server has no SECRETS_KEY.',
            },
            400,
          );
        saved = true;
        return jsonResponse({ success: true, connection: warehouse }, 201);
      }
      return jsonResponse({ success: false, error: 'unexpected' }, 500);
    });
    renderWithProviders(<ConnectionsAdmin />);
    expect(await screen.findByText('No connections yet.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Add connection/ }));
    const form = screen.getByRole('form', { name: 'Add a connection' });
    await user.type(within(form).getByLabelText('Name'), 'shop');
    await user.type(within(form).getByLabelText('Host'), 'db.internal');
    await user.type(within(form).getByLabelText('Database'), 'shop');
    await user.type(within(form).getByLabelText('User'), 'analyst_ro');
    await user.type(within(form).getByLabelText('Password'), 'first');
    await user.click(within(form).getByRole('button', { name: 'Save connection' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/SECRETS_KEY/);
    await user.clear(within(form).getByLabelText('Password'));
    await user.type(within(form).getByLabelText('Password'), 'second');
    await user.click(within(form).getByRole('button', { name: 'Save connection' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a connection' })).toBeNull());
    expect(await screen.findByRole('heading', { name: 'shop' })).toBeTruthy();
  });
});

describe('choosing the allowed schemas', () => {
  it('offers the schemas a test found, and sends the ones ticked', async () => {
    const { calls } = mockFetch(async (call) => {
      const path = pathOf(call.url);
      if (call.method === 'GET' && path === '/api/connections/')
        return jsonResponse({ success: true, connections: [] });
      if (call.method === 'POST' && path === '/api/connections/test/')
        return jsonResponse({
          success: true,
          result: {
            ok: true,
            code: null,
            error: null,
            server_version: 'PostgreSQL 15.4',
            schemas: ['public', 'sales'],
            elapsed_ms: 3,
          },
        });
      if (call.method === 'POST' && path === '/api/connections/')
        return jsonResponse({ success: true, connection: warehouse }, 201);
      return jsonResponse({ success: false, error: 'unexpected' }, 500);
    });
    renderWithProviders(<ConnectionsAdmin />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Add connection/ }));
    const form = screen.getByRole('form', { name: 'Add a connection' });
    expect(within(form).getByText(/Test the connection to choose/)).toBeTruthy();
    expect(within(form).queryByRole('textbox', { name: /schemas/i })).toBeNull();
    await user.type(within(form).getByLabelText('Name'), 'shop');
    await user.type(within(form).getByLabelText(/Connection URL/), 'postgres://u@db:5432/shop');
    await user.click(within(form).getByRole('button', { name: 'Test' }));
    await user.click(await within(form).findByRole('checkbox', { name: 'sales' }));
    expect((within(form).getByRole('checkbox', { name: 'public' }) as HTMLInputElement).checked).toBe(false);
    await user.click(within(form).getByRole('button', { name: 'Save connection' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && pathOf(c.url) === '/api/connections/')?.body,
      ).toMatchObject({
        name: 'shop',
        allowed_schemas: ['sales'],
      }),
    );
  });
});

describe('editing a connection', () => {
  it('sends the changed settings and keeps the password unless a new one is typed', async () => {
    const { calls } = mockFetch(async (call) => {
      const path = pathOf(call.url);
      if (call.method === 'GET' && path === '/api/connections/')
        return jsonResponse({ success: true, connections: [warehouse] });
      if (call.method === 'PATCH' && path === '/api/connections/c1/')
        return jsonResponse({
          success: true,
          connection: { ...warehouse, host: 'db2.internal', status: 'untested' },
        });
      return jsonResponse({ success: false, error: 'unexpected' }, 500);
    });
    renderWithProviders(<ConnectionsAdmin />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit warehouse' }));
    const form = screen.getByRole('form', { name: 'Edit warehouse' });
    expect((within(form).getByLabelText('Host') as HTMLInputElement).value).toBe('db.internal');
    expect(within(form).getByLabelText('Password').getAttribute('placeholder')).toBe('unchanged');
    await user.clear(within(form).getByLabelText('Host'));
    await user.type(within(form).getByLabelText('Host'), 'db2.internal');
    await user.click(within(form).getByRole('button', { name: 'Save connection' }));
    expect(await screen.findByText(/Saved\. Test the connection/)).toBeTruthy();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      name: 'warehouse',
      host: 'db2.internal',
      port: 5432,
      database: 'shop',
      user: 'analyst_ro',
      tls: 'require',
    });
    expect(patch?.body).not.toHaveProperty('password');
  });
});

describe('the Data Loader’s databases', () => {
  it('lists a connection’s tables and attaches one by its reference', async () => {
    mockFetch(async (call) => {
      const path = pathOf(call.url);
      if (path === '/api/connections/')
        return jsonResponse({
          success: true,
          connections: [{ ...warehouse, status: 'connected', last_error: null }],
        });
      if (path === '/api/connections/c1/tables/') return jsonResponse({ success: true, tables: [orders] });
      return jsonResponse({ success: false, error: 'unexpected' }, 500);
    });
    const onUse = vi.fn();
    renderWithProviders(<ConnectionsLoaderSection onUse={onUse} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /warehouse/ }));
    expect(await screen.findByText(/~10,000,000 rows/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use sales.orders in chat' }));
    expect(onUse).toHaveBeenCalledWith('postgres:warehouse/sales.orders', 'sales.orders');
  });
});
