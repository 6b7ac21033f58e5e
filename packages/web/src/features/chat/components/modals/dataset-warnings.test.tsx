import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Dataset } from '@ai-analyst/contract/files-types';
import { jsonResponse, mockFetch, storeTokens } from '../../../../test/fixtures';
import { DataLoaderModal } from './data-loader-modal';

const dataset = (name: string, warnings: string[]): Dataset => ({
  name,
  path: `Uploads/${name}.csv`,
  file_name: `${name}.csv`,
  format: 'csv',
  row_count: 2,
  columns: [{ name: 'a,b', type: 'VARCHAR' }],
  size: 20,
  modified: 1_700_000_000,
  warnings,
});

const ONE_COLUMN =
  'The file was read as a single column named "a,b": its header holds the delimiter ",", so the delimiter or the quoting of the file is probably wrong.';

function renderModal(datasets: () => Response) {
  storeTokens();
  mockFetch((call) => {
    if (call.url.endsWith('/files/data-sources/'))
      return jsonResponse({ success: true, data_sources: [], connected_sheets: [] });
    if (call.url.endsWith('/datasets/')) return datasets();
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
}

describe('Data Loader: problems found in the data', () => {
  beforeEach(() => localStorage.clear());

  it("shows each dataset's warnings and the files that could not be read", async () => {
    renderModal(() =>
      jsonResponse({
        success: true,
        datasets: [dataset('pairs', [ONE_COLUMN]), dataset('clean', [])],
        problems: [{ path: 'Uploads/broken.json', error: 'Could not read broken.json as JSON.' }],
      }),
    );
    const section = await screen.findByRole('region', { name: 'Problems in your data' });
    expect(within(section).getByText('pairs.csv')).toBeTruthy();
    expect(within(section).getByText(ONE_COLUMN)).toBeTruthy();
    expect(within(section).getByText('Could not read broken.json as JSON.')).toBeTruthy();
    expect(within(section).queryByText('clean.csv')).toBeNull();
  });

  it('shows nothing when every file read cleanly', async () => {
    renderModal(() => jsonResponse({ success: true, datasets: [dataset('clean', [])], problems: [] }));
    await screen.findByText('Load data for the analyst to work on.');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'Problems in your data' })).toBeNull();
  });
});
