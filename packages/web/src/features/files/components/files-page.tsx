import { useCallback, useRef, useState, type DragEvent, type MouseEvent } from 'react';
import { ArrowLeft, CircleAlert, FolderOpen, UploadCloud, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { FileListItem } from '@ai-analyst/contract/files-types';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ThemeToggle } from '../../../components/theme-toggle';
import { useFileActions } from '../hooks/use-file-actions';
import { useFolderView } from '../hooks/use-folder-view';
import { handleListKey } from '../hooks/use-list-keyboard';
import { useUploads } from '../hooks/use-uploads';
import { menuEntriesFor, type MenuAction } from '../utils/menu';
import { deleteConfirmation } from '../utils/rules';
import { ContextMenu } from './context-menu';
import { Dialog } from './dialog';
import { FileBrowser } from './file-browser';
import { FilesToolbar } from './files-toolbar';
import { Breadcrumb, StorageBar } from './location-bar';
import { NameDialog } from './name-dialog';
import { SelectionBar } from './selection-bar';
import { UploadPanel } from './upload-panel';
import '../files.css';

interface MenuState {
  x: number;
  y: number;
  target: FileListItem | null;
}

/** The file manager: browse, upload by button or drop, create, rename, delete, download. */
export function FilesPage() {
  const folder = useFolderView();
  const { path, listing, items } = folder;
  const actions = useFileActions(path);
  const uploads = useUploads(actions.setAlert);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setMenu(null), []);

  const open = (item: FileListItem) => {
    if (item.type === 'folder') folder.openFolder(item.path);
    else void actions.download([item]);
  };
  const askDelete = (targets: FileListItem[]) => {
    const deletable = targets.filter((item) => !item.is_parent);
    if (deletable.length > 0) actions.openDialog({ kind: 'delete', items: deletable });
  };
  const askRename = (item: FileListItem) => actions.openDialog({ kind: 'rename', item });
  const newFolder = () => actions.openDialog({ kind: 'new-folder' });
  const pickFiles = () => fileInput.current?.click();
  const refresh = () => void listing.refetch();

  /** Actions on the right-clicked item; delete and download cover the whole selection it belongs to. */
  const targetsOf = (item: FileListItem) =>
    folder.selected.has(item.path) && folder.selectedItems.length > 1 ? folder.selectedItems : [item];

  const runMenuAction = (action: MenuAction, target: FileListItem | null) => {
    if (action === 'new-folder') newFolder();
    else if (action === 'upload') pickFiles();
    else if (action === 'refresh') refresh();
    else if (target && action === 'open') open(target);
    else if (target && action === 'download') void actions.download(targetsOf(target));
    else if (target && action === 'rename') askRename(target);
    else if (target && action === 'delete') askDelete(targetsOf(target));
  };

  const openItemMenu = (item: FileListItem, x: number, y: number) => {
    if (!folder.selected.has(item.path)) folder.select(item);
    setMenu({ x, y, target: item });
  };

  const onBlankContextMenu = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('[role="option"]')) return;
    event.preventDefault();
    setMenu({ x: event.clientX, y: event.clientY, target: null });
  };

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
  const dragHandlers = {
    onDragEnter: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      dragDepth.current += 1;
      setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      dragDepth.current = Math.max(0, dragDepth.current - 1);
      if (dragDepth.current === 0) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      dragDepth.current = 0;
      setDragging(false);
      const files = Array.from(event.dataTransfer?.files ?? []);
      if (files.length > 0) void uploads.upload(files, path);
    },
  };

  const dialog = actions.dialog;
  const folderName = path === '' ? 'Home' : (path.split('/').pop() ?? 'Home');
  const realItems = items.filter((item) => !item.is_parent);
  const loading = listing.isPending;

  return (
    <div className="files-page" {...dragHandlers}>
      {/* While a dialog is open, the page behind it is out of reach of focus and clicks. */}
      <header className="files-header" inert={dialog !== null}>
        <Link to="/chat" className="button button-ghost files-back" aria-label="Back to chat">
          <ArrowLeft size={16} aria-hidden />
          <span>Back to chat</span>
        </Link>
        <h1>File Manager</h1>
        <ThemeToggle />
      </header>
      <main className="files-main" inert={dialog !== null}>
        <FilesToolbar
          refreshing={listing.isFetching}
          search={folder.search}
          view={folder.view}
          sortKey={folder.sortKey}
          sortDirection={folder.sortDirection}
          onRefresh={refresh}
          onNewFolder={newFolder}
          onUpload={pickFiles}
          onSearch={folder.setSearch}
          onView={folder.setView}
          onSortKey={folder.setSortKey}
          onSortDirection={folder.setSortDirection}
        />
        <div className="files-location">
          <Breadcrumb path={path} />
          <StorageBar info={listing.data?.directory_info} />
        </div>
        {actions.alert && !dialog && (
          <div className="alert alert-error files-alert" role="alert">
            <CircleAlert size={16} aria-hidden />
            <span>{actions.alert}</span>
            <button
              type="button"
              className="files-alert-close"
              aria-label="Dismiss"
              onClick={() => actions.setAlert(null)}
            >
              <X size={14} aria-hidden />
            </button>
          </div>
        )}
        <section
          className={`files-area${listing.isPlaceholderData ? ' is-stale' : ''}`}
          aria-label={`Contents of ${folderName}`}
          aria-busy={loading || listing.isPlaceholderData}
          onContextMenu={onBlankContextMenu}
          onClick={(event) => {
            // A click on the blank area clears the selection; buttons keep it.
            if (!(event.target as HTMLElement).closest('[role="option"], button')) folder.clearSelection();
          }}
        >
          {loading ? (
            <div className="files-state" role="status">
              <span className="spinner" aria-hidden />
              <p>Loading files...</p>
            </div>
          ) : listing.isError && !listing.data ? (
            <div className="files-state">
              <FolderOpen size={40} aria-hidden />
              <p>This folder could not be opened.</p>
              <div className="files-state-actions">
                <button type="button" className="button button-secondary" onClick={refresh}>
                  Try again
                </button>
                <Link to="/files" className="button button-ghost">
                  Go to Home
                </Link>
              </div>
            </div>
          ) : (
            <>
              <SelectionBar
                count={realItems.length}
                items={folder.selectedItems}
                downloading={actions.downloading}
                onDownload={() => void actions.download(folder.selectedItems)}
                onRename={askRename}
                onDelete={() => askDelete(folder.selectedItems)}
                onClear={folder.clearSelection}
              />
              <FileBrowser
                items={items}
                view={folder.view}
                label={`Files in ${folderName}`}
                selected={folder.selected}
                activePath={folder.activePath}
                sortKey={folder.sortKey}
                sortDirection={folder.sortDirection}
                listRef={listRef}
                onSort={(key) =>
                  key === folder.sortKey
                    ? folder.setSortDirection(folder.sortDirection === 'asc' ? 'desc' : 'asc')
                    : folder.setSortKey(key)
                }
                onItemClick={(item, event) => folder.select(item, event)}
                onItemOpen={open}
                onItemContextMenu={(item, event) => {
                  event.preventDefault();
                  openItemMenu(item, event.clientX, event.clientY);
                }}
                onKeyDown={(event) =>
                  handleListKey(event, {
                    items,
                    selected: folder.selectedItems,
                    view: folder.view,
                    select: folder.select,
                    selectAll: folder.selectAll,
                    clearSelection: folder.clearSelection,
                    open,
                    rename: askRename,
                    remove: askDelete,
                    openMenu: openItemMenu,
                  })
                }
              />
              {realItems.length === 0 && (
                <div className="files-state files-empty">
                  <FolderOpen size={40} aria-hidden />
                  <p>{folder.search.trim() ? 'No files match your search' : 'This folder is empty'}</p>
                  {!folder.search.trim() && <p className="files-hint">Drop files here or use Upload.</p>}
                </div>
              )}
            </>
          )}
        </section>
      </main>

      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void uploads.upload(files, path);
        }}
      />
      {dragging && (
        <div className="files-drop-overlay" aria-hidden>
          <div>
            <UploadCloud size={44} aria-hidden />
            <p>Drop files here to upload</p>
          </div>
        </div>
      )}
      {menu && (
        <ContextMenu
          x={menu.x}
          y={menu.y}
          label={menu.target ? `Actions for ${menu.target.name}` : 'Folder actions'}
          entries={menuEntriesFor(menu.target)}
          onSelect={(action) => runMenuAction(action, menu.target)}
          onClose={closeMenu}
        />
      )}
      {dialog?.kind === 'new-folder' && (
        <NameDialog
          title="New Folder"
          label="Folder name"
          submitLabel="Create"
          busyLabel="Creating..."
          busy={actions.busy.create}
          error={actions.alert}
          onSubmit={actions.submitNewFolder}
          onClose={actions.closeDialog}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={`Rename ${dialog.item.type === 'folder' ? 'folder' : 'file'}`}
          label="New name"
          initialName={dialog.item.name}
          submitLabel="Rename"
          busyLabel="Renaming..."
          busy={actions.busy.rename}
          error={actions.alert}
          onSubmit={(name) => actions.submitRename(dialog.item, name)}
          onClose={actions.closeDialog}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          dialog={Dialog}
          title="Delete"
          message={deleteConfirmation(dialog.items.map((item) => item.name))}
          note={<p className="files-dialog-note">This cannot be undone.</p>}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          danger
          busy={actions.busy.remove}
          onConfirm={() => actions.confirmDelete(dialog.items)}
          onCancel={actions.closeDialog}
        />
      )}
      <UploadPanel entries={uploads.entries} onDismiss={uploads.dismiss} />
    </div>
  );
}
