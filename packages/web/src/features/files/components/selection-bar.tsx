import { Download, Pencil, Trash2, X } from 'lucide-react';
import type { FileListItem } from '@ai-analyst/contract/files-types';

interface SelectionBarProps {
  /** How many items the folder shows (without the parent entry). */
  count: number;
  items: FileListItem[];
  downloading: boolean;
  onDownload: () => void;
  onRename: (item: FileListItem) => void;
  onDelete: () => void;
  onClear: () => void;
}

/**
 * The row above the items: how many there are, or how many are selected with the same choices
 * as the context menu (download only for files, rename only for one item), for touch screens
 * and keyboards as much as for the mouse. Its height never changes, so selecting never moves
 * the items under the pointer.
 */
export function SelectionBar(props: SelectionBarProps) {
  const { items, downloading } = props;
  const only = items.length === 1 ? items[0] : undefined;
  const hasFiles = items.some((item) => item.type === 'file');
  return (
    <div className={`files-status${items.length > 0 ? ' has-selection' : ''}`}>
      <span className="files-status-count" aria-live="polite">
        {items.length > 0
          ? `${items.length} selected`
          : `${props.count} ${props.count === 1 ? 'item' : 'items'}`}
      </span>
      {items.length > 0 && (
        <div className="files-status-actions" role="group" aria-label="Selection actions">
          {hasFiles && (
            <button
              type="button"
              className="button button-ghost"
              aria-label="Download selected"
              onClick={props.onDownload}
              disabled={downloading}
            >
              <Download size={15} aria-hidden />
              <span>{downloading ? 'Downloading...' : 'Download'}</span>
            </button>
          )}
          {only && (
            <button
              type="button"
              className="button button-ghost"
              aria-label="Rename selected"
              onClick={() => props.onRename(only)}
            >
              <Pencil size={15} aria-hidden />
              <span>Rename</span>
            </button>
          )}
          <button
            type="button"
            className="button button-ghost is-danger"
            aria-label="Delete selected"
            onClick={props.onDelete}
          >
            <Trash2 size={15} aria-hidden />
            <span>Delete</span>
          </button>
          <button
            type="button"
            className="button button-ghost"
            aria-label="Clear selection"
            onClick={props.onClear}
          >
            <X size={15} aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
