import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { jsonResponse, mockAdminApi } from '../test/admin-fixtures';
import type { OrganizationDetails } from '@ai-analyst/contract/admin-types';
import { AdminPage } from './admin-page';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser({ id: 'admin-1', role: 'admin', firstName: 'Ada', lastName: 'Admin' });
const MB = 1024 * 1024;

const starter: OrganizationDetails = {
  id: 'org-1',
  name: 'Acme',
  code: 'ACME',
  plan: 'starter',
  created_at: '2025-01-01T00:00:00.000Z',
  members: 4,
  storage: { used_bytes: 3.5 * MB, quota_bytes: 40 * MB, per_user_quota_bytes: 10 * MB },
  data_sources: { used: 9, limit: 10 },
};

function renderOrganization() {
  return renderWithProviders(<AdminPage user={admin} onLogout={() => {}} onBackToChat={() => {}} />, {
    path: '/admin?tab=organizations',
  });
}

describe('organizations tab', () => {
  it('shows members, storage against the quota and the plan’s data source limit', async () => {
    mockAdminApi({
      'GET /admin/organization/': () => jsonResponse({ success: true, organization: starter }),
    });
    renderOrganization();
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByText('ACME')).toBeInTheDocument();
    expect(screen.getByText('Members').nextElementSibling).toHaveTextContent('4');
    expect(screen.getByText('Per-user storage quota').nextElementSibling).toHaveTextContent('10.0 MB');
    expect(screen.getByText('3.5 MB of 40.0 MB used')).toBeInTheDocument();
    expect(screen.getByText('9 of 10 used')).toBeInTheDocument();
    // Nine of ten is the warning zone.
    expect(screen.getByRole('meter', { name: 'Data sources' })).toHaveAttribute('aria-valuenow', '90');
    expect(screen.getByRole('meter', { name: 'Data sources' })).toHaveClass('admin-meter-high');
    expect(screen.getByRole('meter', { name: 'Storage' })).toHaveAttribute('aria-valuenow', '9');
  });

  it('says unlimited for Enterprise', async () => {
    mockAdminApi({
      'GET /admin/organization/': () =>
        jsonResponse({
          success: true,
          organization: { ...starter, plan: 'enterprise', data_sources: { used: 120, limit: null } },
        }),
    });
    renderOrganization();
    expect(await screen.findByText('120 used · Unlimited')).toBeInTheDocument();
    expect(screen.queryByRole('meter', { name: 'Data sources' })).not.toBeInTheDocument();
  });

  it('saves only what changed and shows the new plan limit', async () => {
    let current = starter;
    const { calls } = mockAdminApi({
      'GET /admin/organization/': () => jsonResponse({ success: true, organization: current }),
      'PUT /admin/organization/': (call) => {
        current = { ...current, plan: 'professional', data_sources: { used: 9, limit: 50 } };
        return jsonResponse({ success: true, organization: call.body });
      },
    });
    renderOrganization();
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const plans = screen.getByRole('group', { name: 'Plan' });
    await user.click(within(plans).getByLabelText(/Professional/));
    await user.click(save);
    expect(await screen.findByText('9 of 50 used')).toBeInTheDocument();
    expect(screen.getByText('Organization saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ plan: 'professional' });
  });

  it('asks for a name before saving', async () => {
    const { calls } = mockAdminApi({
      'GET /admin/organization/': () => jsonResponse({ success: true, organization: starter }),
    });
    renderOrganization();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The organization needs a name')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
