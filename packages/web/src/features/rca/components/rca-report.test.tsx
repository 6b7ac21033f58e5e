import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RcaStatus } from '@ai-analyst/contract/rca-types';
import { jsonResponse, mockFetch, storeTokens, type RecordedCall } from '../../../test/fixtures';
import { configurations, makeRequest, makeResult, makeSession } from '../test/fixtures';
import { RcaReports } from './rca-report';

const ID = '2f1c6a7e-8b1d-4c55-9d1e-6f0a1b2c3d4e';
let status: RcaStatus;
let calls: RecordedCall[];

function answer({ url }: RecordedCall): Response {
  const base = `/rca/requests/${ID}/`;
  if (url.endsWith('/rca/configs/')) return jsonResponse({ success: true, configurations });
  if (url.endsWith(base))
    return jsonResponse({ success: true, data: makeRequest(status, { id: ID, error: 'No such data' }) });
  if (url.endsWith(`${base}session/`))
    return jsonResponse({
      success: true,
      data: makeSession({ request_id: ID, status_message: 'Aggregating' }),
    });
  if (url.endsWith(`${base}result/`))
    return jsonResponse({ success: true, data: makeResult({ request: ID }) });
  return jsonResponse({ success: false, error: 'Not found' }, 404);
}

function renderReport(id = ID) {
  window.location.hash = `#rca-report=${id}`;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RcaReports />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  storeTokens();
  ({ calls } = mockFetch(answer));
});
afterEach(() => {
  window.location.hash = '';
  vi.unstubAllGlobals();
});

describe('RCA report reopened from the address', () => {
  it('shows the result of a completed run with its exports, and reads it once', async () => {
    status = 'completed';
    renderReport();
    expect(await screen.findByText('Revenue fell in region = West (orders down 60%)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'RCA Analysis Results' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Export result' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith(`/rca/requests/${ID}/`))).toHaveLength(1);
  });

  it('shows the progress of a running run', async () => {
    status = 'in_progress_50';
    renderReport();
    expect(await screen.findByText(/Investigating: Aggregating \(55%\)/)).toBeInTheDocument();
  });

  it('says why a run failed', async () => {
    status = 'failed';
    renderReport();
    expect(await screen.findByText('The investigation failed: No such data')).toBeInTheDocument();
  });

  it('says an unknown investigation could not be found', async () => {
    renderReport('00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('This investigation could not be found.')).toBeInTheDocument();
  });
});
