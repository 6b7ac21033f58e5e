/**
 * What the file manager shows of the current folder: the folder from the address bar
 * (`?path=/Uploads`), its listing, the search, the sort and the view, and the selection, which
 * is cleared on each directory load.
 */
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { FileListItem } from '@ai-analyst/contract/files-types';
import { useFileList } from '../api/files-api';
import type { ViewMode } from '../components/file-browser';
import { searchForPath, wirePathFromUrl } from '../utils/paths';
import { nextSelection, selectedItems, type ClickModifiers } from '../utils/selection';
import { filterItems, sortItems, type SortDirection, type SortKey } from '../utils/sort';

interface SelectionState {
  /** The load the selection belongs to; a newer load means an empty selection. */
  load: string;
  paths: ReadonlySet<string>;
  active: string | null;
}

const EMPTY: ReadonlySet<string> = new Set();

export function useFolderView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const path = wirePathFromUrl(params.get('path'));
  const listing = useFileList(path);

  const [view, setView] = useState<ViewMode>('grid');
  const [sortKey, setSortKey] = useState<SortKey>('name');
  const [sortDirection, setSortDirection] = useState<SortDirection>('asc');
  // The search belongs to the folder it was typed in.
  const [search, setSearchState] = useState({ path, query: '' });
  const query = search.path === path ? search.query : '';
  const setSearch = useCallback((value: string) => setSearchState({ path, query: value }), [path]);

  const load = `${path}\u0000${listing.dataUpdatedAt}\u0000${listing.isPlaceholderData}`;
  const [selection, setSelection] = useState<SelectionState>({ load: '', paths: EMPTY, active: null });
  const current = selection.load === load ? selection : { load, paths: EMPTY, active: null };

  const items = useMemo(
    () => sortItems(filterItems(listing.data?.items ?? [], query), sortKey, sortDirection),
    [listing.data, query, sortKey, sortDirection],
  );

  const select = useCallback(
    (item: FileListItem, modifiers: ClickModifiers = {}) =>
      setSelection((previous) => {
        const base = previous.load === load ? previous.paths : EMPTY;
        return { load, paths: nextSelection(base, item, modifiers), active: item.path };
      }),
    [load],
  );
  const selectAll = useCallback(
    () =>
      setSelection((previous) => ({
        load,
        paths: new Set(items.filter((item) => !item.is_parent).map((item) => item.path)),
        active: previous.load === load ? previous.active : null,
      })),
    [items, load],
  );
  const clearSelection = useCallback(
    () =>
      setSelection((previous) => ({
        load,
        paths: EMPTY,
        active: previous.load === load ? previous.active : null,
      })),
    [load],
  );

  const openFolder = useCallback(
    (folder: string) => navigate({ pathname: '/files', search: searchForPath(folder) }),
    [navigate],
  );

  return {
    path,
    listing,
    items,
    view,
    setView,
    sortKey,
    setSortKey,
    sortDirection,
    setSortDirection,
    search: query,
    setSearch,
    selected: current.paths,
    selectedItems: selectedItems(items, current.paths),
    activePath: current.active,
    select,
    selectAll,
    clearSelection,
    openFolder,
  };
}
