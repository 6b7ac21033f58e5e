import { describe, expect, it } from 'vitest';
import type { FileListItem } from '@ai-analyst/contract/files-types';
import { makeItem } from '../test/builders';
import { ApiError } from '../../../lib/api-client';
import { formatBytes } from '../../../utils/format';
import { typeLabel } from './format';
import { menuEntriesFor } from './menu';
import { breadcrumbOf, searchForPath, wirePathFromUrl } from './paths';
import { deleteConfirmation, folderNameOrNull, operationErrorText, renameTarget } from './rules';
import { nextSelection, selectedItems } from './selection';
import { filterItems, sortItems } from './sort';

const parent = makeItem({ name: '..', path: '', type: 'folder', is_parent: true });
const reports = makeItem({ name: 'Reports', type: 'folder', items_count: 3, modified: 300 });
const archive = makeItem({ name: 'archive', type: 'folder', items_count: 1, modified: 100 });
const big = makeItem({ name: 'big.csv', size: 5000, file_type: 'spreadsheet', modified: 200 });
const small = makeItem({ name: 'a-small.json', size: 10, file_type: 'data', modified: 400 });
const notes = makeItem({ name: 'Notes.txt', size: 700, file_type: 'document', modified: 50 });

describe('sizes', () => {
  it('uses B, KB, MB, GB and TB in base 1024 with one decimal', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.0 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1.3 GB');
    expect(formatBytes(2 * 1024 ** 4)).toBe('2.0 TB');
    expect(formatBytes(3000 * 1024 ** 4)).toBe('3000.0 TB');
  });

  it('moves to the next unit instead of showing 1024.0', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1.0 MB');
  });

  it('names the type by extension, and folders as folders', () => {
    expect(typeLabel(big)).toBe('CSV Spreadsheet');
    expect(typeLabel(reports)).toBe('Folder');
  });
});

describe('sorting', () => {
  const all = [big, notes, reports, small, parent, archive];
  const names = (items: FileListItem[]) => items.map((item) => item.name);

  it('puts the parent entry first and folders before files, by name ascending by default', () => {
    expect(names(sortItems(all, 'name', 'asc'))).toEqual([
      '..',
      'archive',
      'Reports',
      'a-small.json',
      'big.csv',
      'Notes.txt',
    ]);
  });

  it('keeps the parent first and folders first when descending', () => {
    expect(names(sortItems(all, 'name', 'desc'))).toEqual([
      '..',
      'Reports',
      'archive',
      'Notes.txt',
      'big.csv',
      'a-small.json',
    ]);
  });

  it('sorts by size, modified and type within each group', () => {
    expect(names(sortItems(all, 'size', 'asc')).slice(3)).toEqual(['a-small.json', 'Notes.txt', 'big.csv']);
    expect(names(sortItems(all, 'size', 'desc')).slice(1, 3)).toEqual(['Reports', 'archive']);
    expect(names(sortItems(all, 'modified', 'desc'))).toEqual([
      '..',
      'Reports',
      'archive',
      'a-small.json',
      'big.csv',
      'Notes.txt',
    ]);
    expect(names(sortItems(all, 'type', 'asc')).slice(3)).toEqual(['a-small.json', 'Notes.txt', 'big.csv']);
  });

  it('filters by name case-insensitively and keeps the parent entry', () => {
    expect(names(filterItems(all, 'NOTES'))).toEqual(['Notes.txt', '..']);
    expect(filterItems(all, '  ')).toHaveLength(all.length);
  });
});

describe('selection', () => {
  it('selects one item on a click and replaces the selection', () => {
    expect([...nextSelection(new Set(['big.csv']), notes, {})]).toEqual(['Notes.txt']);
  });

  it('adds and removes items on a ctrl or meta click', () => {
    const two = nextSelection(new Set(['big.csv']), notes, { ctrlKey: true });
    expect([...two].sort()).toEqual(['Notes.txt', 'big.csv']);
    expect([...nextSelection(two, big, { metaKey: true })]).toEqual(['Notes.txt']);
  });

  it('never selects the parent entry', () => {
    expect(nextSelection(new Set(['big.csv']), parent, {}).size).toBe(0);
    expect([...nextSelection(new Set(['big.csv']), parent, { ctrlKey: true })]).toEqual(['big.csv']);
    expect(selectedItems([parent, big], new Set(['', 'big.csv']))).toEqual([big]);
  });
});

describe('rules', () => {
  it('ignores a rename to the same or an empty name', () => {
    expect(renameTarget('q3.csv', 'q3.csv')).toBeNull();
    expect(renameTarget('q3.csv', '  q3.csv ')).toBeNull();
    expect(renameTarget('q3.csv', '   ')).toBeNull();
    expect(renameTarget('q3.csv', ' q4.csv ')).toBe('q4.csv');
  });

  it('ignores an empty folder name', () => {
    expect(folderNameOrNull('')).toBeNull();
    expect(folderNameOrNull('  ')).toBeNull();
    expect(folderNameOrNull(' Reports ')).toBe('Reports');
  });

  it('asks the delete question', () => {
    expect(deleteConfirmation(['q3.csv'])).toBe('Are you sure you want to delete "q3.csv"?');
    expect(deleteConfirmation(['a', 'b'])).toBe('Are you sure you want to delete these 2 items?');
  });

  it('alerts with the server’s text, else a fixed one', () => {
    const server = new ApiError(409, 'A file named "x" already exists', 'A file named "x" already exists');
    expect(operationErrorText('rename', server)).toBe('A file named "x" already exists');
    expect(operationErrorText('create', new Error('boom'))).toBe('Failed to create folder');
    expect(operationErrorText('upload', new ApiError(500, 'x'))).toBe('Failed to upload files');
    expect(operationErrorText('download', null)).toBe('Failed to download file');
    expect(operationErrorText('delete', null)).toBe('Failed to delete item');
    expect(operationErrorText('rename', null)).toBe('Failed to rename item');
  });
});

describe('context menu entries', () => {
  const labels = (target: FileListItem | null) => menuEntriesFor(target).map((entry) => entry.label);
  it('offers Download, Rename, Delete on a file; Rename, Delete on a folder; New Folder, Upload Files, Refresh on the blank area', () => {
    expect(labels(big)).toEqual(['Download', 'Rename', 'Delete']);
    expect(labels(reports)).toEqual(['Rename', 'Delete']);
    expect(labels(null)).toEqual(['New Folder', 'Upload Files', 'Refresh']);
    expect(labels(parent)).toEqual(['Open']);
  });
});

describe('paths', () => {
  it('maps the address bar to wire paths and back', () => {
    expect(wirePathFromUrl(null)).toBe('');
    expect(wirePathFromUrl('/')).toBe('');
    expect(wirePathFromUrl('/Uploads/2024/')).toBe('Uploads/2024');
    expect(searchForPath('')).toBe('');
    expect(searchForPath('Uploads/Q 3')).toBe('?path=%2FUploads%2FQ+3');
  });

  it('builds the breadcrumb from Home', () => {
    expect(breadcrumbOf('Uploads/2024')).toEqual([
      { label: 'Home', path: '' },
      { label: 'Uploads', path: 'Uploads' },
      { label: '2024', path: 'Uploads/2024' },
    ]);
  });
});
