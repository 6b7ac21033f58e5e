import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ConnectedSheet } from '@ai-analyst/contract/files-types';
import { jsonResponse, mockFetch, storeTokens, type RecordedCall } from '../../../../test/fixtures';
import { DataLoaderModal } from './data-loader-modal';

const sheet: ConnectedSheet = {
  id: 's1',
  name: 'Budget',
  type: 'google_sheets',
  status: 'connected',
  icon: 'google_sheets',
  description: 'Google Sheet saved as Data Sources/Budget.csv',
  url: 'https://docs.google.com/spreadsheets/d/abc/edit',
  path: 'Data Sources/Budget.csv',
  dataset: 'budget',
  last_refreshed_at: '2026-11-20T10:00:00Z',
  last_error: null,
};

function renderModal(refresh: (call: RecordedCall) => Response) {
  storeTokens();
  const { calls } = mockFetch((call) => {
    if (call.url.endsWith('/files/data-sources/'))
      return jsonResponse({ success: true, data_sources: [], connected_sheets: [sheet] });
    if (call.url.endsWith('/files/data-sources/s1/refresh/')) return refresh(call);
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DataLoaderModal
        onClose={vi.fn()}
        onOpenFiles={vi.fn()}
        onOpenGoogleSheets={vi.fn()}
        onUseSheet={vi.fn()}
      />
    </QueryClientProvider>,
  );
  return calls;
}

describe('Data Loader connected sheets', () => {
  beforeEach(() => localStorage.clear());

  it('refreshes a connected sheet from the server and reads the list again', async () => {
    const calls = renderModal(() => jsonResponse({ success: true, data_source: sheet }));
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh Budget' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/files/data-sources/')).length).toBeGreaterThanOrEqual(2),
    );
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/files/data-sources/s1/refresh/'))).toBe(
      true,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's reason when the sheet cannot be refreshed", async () => {
    renderModal(() =>
      jsonResponse({ success: false, error: 'This Google Sheet is private', code: 'sheet_private' }, 422),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh Budget' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This Google Sheet is private');
    expect(screen.getByRole('button', { name: 'Refresh Budget' })).not.toBeDisabled();
  });
});
