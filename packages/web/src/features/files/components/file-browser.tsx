import type { KeyboardEvent, MouseEvent, Ref } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { FileListItem } from '@ai-analyst/contract/files-types';
import { formatBytes } from '../../../utils/format';
import { formatModified, typeLabel } from '../utils/format';
import { SORT_KEYS, type SortDirection, type SortKey } from '../utils/sort';
import { FileIcon } from './file-icon';

export type ViewMode = 'grid' | 'list';

interface FileBrowserProps {
  items: FileListItem[];
  view: ViewMode;
  label: string;
  selected: ReadonlySet<string>;
  /** The item that takes the focus when the list is tabbed into (roving tabindex). */
  activePath: string | null;
  sortKey: SortKey;
  sortDirection: SortDirection;
  listRef: Ref<HTMLDivElement>;
  onSort: (key: SortKey) => void;
  onItemClick: (item: FileListItem, event: MouseEvent) => void;
  onItemOpen: (item: FileListItem) => void;
  onItemContextMenu: (item: FileListItem, event: MouseEvent) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** A folder's items as a grid of cards or a list with columns; a listbox with multi-selection. */
export function FileBrowser(props: FileBrowserProps) {
  const { items, view, selected, activePath, sortKey, sortDirection } = props;
  // A parent entry's path (the folder above) never equals one of the folder's own items' paths.
  const focusPath = items.some((item) => item.path === activePath) ? activePath : (items[0]?.path ?? null);
  return (
    <>
      {view === 'list' && (
        <div className="files-columns">
          <span />
          {SORT_KEYS.map(({ key, label }) => (
            <button
              key={key}
              type="button"
              className={`files-column files-column-${key}${sortKey === key ? ' is-sorted' : ''}`}
              onClick={() => props.onSort(key)}
              aria-label={`Sort by ${label}`}
            >
              {label}
              {sortKey === key &&
                (sortDirection === 'asc' ? (
                  <ArrowUp size={13} aria-hidden />
                ) : (
                  <ArrowDown size={13} aria-hidden />
                ))}
            </button>
          ))}
        </div>
      )}
      <div
        ref={props.listRef}
        className={`files-items files-items-${view}`}
        role="listbox"
        aria-label={props.label}
        aria-multiselectable="true"
        aria-orientation={view === 'list' ? 'vertical' : undefined}
        onKeyDown={props.onKeyDown}
      >
        {items.map((item) => {
          const isSelected = selected.has(item.path) && !item.is_parent;
          return (
            <div
              key={`${item.is_parent ? 'parent:' : ''}${item.path}`}
              role="option"
              aria-selected={isSelected}
              aria-label={item.is_parent ? 'Parent folder' : item.name}
              data-path={item.path}
              data-parent={item.is_parent || undefined}
              tabIndex={item.path === focusPath ? 0 : -1}
              className={`files-item${isSelected ? ' is-selected' : ''}${item.is_parent ? ' is-parent' : ''}`}
              onClick={(event) => props.onItemClick(item, event)}
              onDoubleClick={() => props.onItemOpen(item)}
              onContextMenu={(event) => props.onItemContextMenu(item, event)}
              title={item.is_parent ? 'Parent folder' : item.name}
            >
              <FileIcon item={item} size={view === 'grid' ? 36 : 18} />
              <span className="files-item-name">{item.is_parent ? '..' : item.name}</span>
              {view === 'grid' ? (
                <span className="files-item-meta">{describe(item)}</span>
              ) : (
                <>
                  <span className="files-item-size">{item.is_parent ? '' : describe(item)}</span>
                  <span className="files-item-modified">
                    {item.is_parent ? '' : formatModified(item.modified)}
                  </span>
                  <span className="files-item-type">
                    {item.is_parent ? 'Parent folder' : typeLabel(item)}
                  </span>
                </>
              )}
            </div>
          );
        })}
      </div>
    </>
  );
}

/** A file's size, or how many entries a folder holds. */
function describe(item: FileListItem): string {
  if (item.is_parent) return 'Parent folder';
  if (item.type === 'folder') {
    const count = item.items_count ?? 0;
    return `${count} ${count === 1 ? 'item' : 'items'}`;
  }
  return formatBytes(item.size);
}
