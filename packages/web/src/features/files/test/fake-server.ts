// A fake file API for the page tests: listings of a few folders, every other call answered by a handler.
import type { FileListItem } from '@ai-analyst/contract/files-types';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fixtures';
import { listing, makeItem } from './builders';

export const uploads = makeItem({ name: 'Uploads', type: 'folder', items_count: 2 });
export const reports = makeItem({ name: 'Reports', path: 'Uploads/Reports', type: 'folder' });
export const sales = makeItem({
  name: 'sales.csv',
  path: 'Uploads/sales.csv',
  size: 1536,
  file_type: 'spreadsheet',
});
export const notes = makeItem({
  name: 'notes.txt',
  path: 'Uploads/notes.txt',
  size: 10,
  file_type: 'document',
});
export const up = makeItem({ name: '..', path: '', type: 'folder', is_parent: true });

export const FOLDERS: Record<string, FileListItem[]> = {
  '': [uploads],
  Uploads: [up, sales, reports, notes],
  'Uploads/Reports': [makeItem({ name: '..', path: 'Uploads', type: 'folder', is_parent: true })],
};

export type Handler = (call: RecordedCall, url: URL) => Response | undefined;

/** A fake file API: listings from FOLDERS, every other call answered by `handler` (else success). */
export function fakeServer(handler: Handler = () => undefined) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const answer = handler(call, url);
    if (answer) return answer;
    if (url.pathname === '/api/files/list/') {
      const path = url.searchParams.get('path') ?? '';
      return jsonResponse(listing(path, FOLDERS[path] ?? []));
    }
    return jsonResponse({ success: true });
  });
}
