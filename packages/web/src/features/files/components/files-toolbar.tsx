import {
  ArrowDownWideNarrow,
  ArrowUpNarrowWide,
  FolderPlus,
  LayoutGrid,
  List,
  RefreshCw,
  Search,
  Upload,
} from 'lucide-react';
import { SORT_KEYS, type SortDirection, type SortKey } from '../utils/sort';
import type { ViewMode } from './file-browser';

interface FilesToolbarProps {
  refreshing: boolean;
  search: string;
  view: ViewMode;
  sortKey: SortKey;
  sortDirection: SortDirection;
  onRefresh: () => void;
  onNewFolder: () => void;
  onUpload: () => void;
  onSearch: (value: string) => void;
  onView: (view: ViewMode) => void;
  onSortKey: (key: SortKey) => void;
  onSortDirection: (direction: SortDirection) => void;
}

/** Refresh, New Folder, Upload, search, grid/list and sort. */
export function FilesToolbar(props: FilesToolbarProps) {
  const { view, sortDirection } = props;
  return (
    <div className="files-toolbar" role="toolbar" aria-label="File actions">
      <div className="files-toolbar-group">
        <button
          type="button"
          className="button button-secondary files-tool"
          onClick={props.onRefresh}
          aria-label="Refresh"
          title="Refresh"
          disabled={props.refreshing}
        >
          <RefreshCw size={16} aria-hidden className={props.refreshing ? 'is-spinning' : undefined} />
          <span className="files-tool-label">Refresh</span>
        </button>
        <button
          type="button"
          className="button button-secondary files-tool"
          onClick={props.onNewFolder}
          aria-label="New Folder"
          title="New Folder"
        >
          <FolderPlus size={16} aria-hidden />
          <span className="files-tool-label">New Folder</span>
        </button>
        <button
          type="button"
          className="button button-primary files-tool"
          onClick={props.onUpload}
          aria-label="Upload"
          title="Upload files"
        >
          <Upload size={16} aria-hidden />
          <span className="files-tool-label">Upload</span>
        </button>
      </div>
      <label className="files-search">
        <Search size={16} aria-hidden />
        <span className="visually-hidden">Search files</span>
        <input
          type="search"
          className="input"
          placeholder="Search files..."
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </label>
      <div className="files-toolbar-group">
        <div className="files-segment" role="group" aria-label="View">
          <button
            type="button"
            className={view === 'grid' ? 'is-active' : undefined}
            aria-pressed={view === 'grid'}
            aria-label="Grid view"
            title="Grid view"
            onClick={() => props.onView('grid')}
          >
            <LayoutGrid size={16} aria-hidden />
          </button>
          <button
            type="button"
            className={view === 'list' ? 'is-active' : undefined}
            aria-pressed={view === 'list'}
            aria-label="List view"
            title="List view"
            onClick={() => props.onView('list')}
          >
            <List size={16} aria-hidden />
          </button>
        </div>
        <label className="files-sort">
          <span className="visually-hidden">Sort by</span>
          <select
            className="input"
            value={props.sortKey}
            onChange={(event) => props.onSortKey(event.target.value as SortKey)}
          >
            {SORT_KEYS.map(({ key, label }) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="icon-button files-direction"
          aria-label={sortDirection === 'asc' ? 'Sort ascending' : 'Sort descending'}
          title={sortDirection === 'asc' ? 'Ascending' : 'Descending'}
          onClick={() => props.onSortDirection(sortDirection === 'asc' ? 'desc' : 'asc')}
        >
          {sortDirection === 'asc' ? (
            <ArrowUpNarrowWide size={16} aria-hidden />
          ) : (
            <ArrowDownWideNarrow size={16} aria-hidden />
          )}
        </button>
      </div>
    </div>
  );
}
