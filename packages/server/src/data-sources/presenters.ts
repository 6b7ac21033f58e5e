/** Shapes connectors and connected sheets into the wire's DataSource and ConnectedSheet shapes. */
import type { ConnectedSheet, DataSource } from '@ai-analyst/contract';
import type { SheetConnectionRow } from './service';

export function presentConnectedSheet(row: SheetConnectionRow): ConnectedSheet {
  return {
    id: row.id,
    name: row.name,
    type: 'google_sheets',
    status: row.status === 'connected' ? 'connected' : 'disconnected',
    icon: 'google_sheets',
    description: `Google Sheet saved as ${row.filePath}`,
    url: row.url,
    path: row.filePath,
    dataset: row.datasetName,
    last_refreshed_at: row.lastRefreshedAt?.toISOString() ?? null,
    last_error: row.lastError,
  };
}

/** The Data Loader's connectors: the file manager (always there) and Google Sheets. */
export function presentDataSources(sheets: SheetConnectionRow[]): DataSource[] {
  const connected = sheets.some((s) => s.status === 'connected');
  return [
    {
      id: 'file_manager',
      name: 'File Manager',
      type: 'file_manager',
      status: 'connected',
      icon: 'folder',
      description:
        'Your uploaded files and folders: CSV, TSV, Excel, JSON and Parquet files become datasets.',
    },
    {
      id: 'google_sheets',
      name: 'Google Sheets',
      type: 'google_sheets',
      status: connected ? 'connected' : 'disconnected',
      icon: 'google_sheets',
      description: connected
        ? `${sheets.length} connected sheet${sheets.length === 1 ? '' : 's'}. Load another by its share link.`
        : "Load a sheet by its share link ('Anyone with the link can view').",
    },
  ];
}
