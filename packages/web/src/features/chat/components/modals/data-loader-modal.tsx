import { FileSpreadsheet, FolderOpen, Plus, type LucideIcon } from 'lucide-react';
import type { ConnectedSheet, DataSource } from '@ai-analyst/contract/files';
import { useDataSources } from '../../api/queries';
import { Modal } from './modal';

const ICONS: Record<string, LucideIcon> = { file_manager: FolderOpen, google_sheets: FileSpreadsheet };

interface DataLoaderModalProps {
  onClose: () => void;
  onOpenFiles: () => void;
  onOpenGoogleSheets: () => void;
  /** Attaches a connected sheet's file to the next message. */
  onUseSheet: (sheet: ConnectedSheet) => void;
}

/** Data Loader (spec §2): each connector with its status and 'Manage' or 'Load Data'. */
export function DataLoaderModal({
  onClose,
  onOpenFiles,
  onOpenGoogleSheets,
  onUseSheet,
}: DataLoaderModalProps) {
  const { data, isPending, isError } = useDataSources(true);
  const open = (source: DataSource) =>
    source.type === 'file_manager' ? onOpenFiles() : onOpenGoogleSheets();
  return (
    <Modal title="Data Loader" onClose={onClose} size="md">
      <p className="modal-lead">Load data for the analyst to work on.</p>
      {isPending && <p className="muted">Loading data sources...</p>}
      {isError && (
        <p className="alert alert-error" role="alert">
          Failed to load data sources
        </p>
      )}
      <ul className="connector-list">
        {data?.data_sources.map((source) => {
          const Icon = ICONS[source.type] ?? FolderOpen;
          const connected = source.status === 'connected';
          return (
            <li key={source.id} className="connector">
              <span className="connector-icon" aria-hidden>
                <Icon size={20} />
              </span>
              <div className="connector-meta">
                <div className="connector-title">
                  <h3>{source.name}</h3>
                  <span className={`badge ${connected ? 'badge-success' : ''}`}>{source.status}</span>
                </div>
                <p>{source.description}</p>
              </div>
              <button
                type="button"
                className={`button ${connected ? 'button-secondary' : 'button-primary'}`}
                onClick={() => open(source)}
              >
                {connected ? 'Manage' : 'Load Data'}
              </button>
            </li>
          );
        })}
      </ul>
      {data && data.connected_sheets.length > 0 && (
        <section className="connected-sheets" aria-label="Connected sheets">
          <h3>Connected sheets</h3>
          <ul>
            {data.connected_sheets.map((sheet) => (
              <li key={sheet.id}>
                <FileSpreadsheet size={16} aria-hidden />
                <span className="connected-sheet-name" title={sheet.path}>
                  {sheet.name}
                </span>
                <button type="button" className="button button-ghost" onClick={() => onUseSheet(sheet)}>
                  <Plus size={14} aria-hidden /> Use in chat
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Modal>
  );
}
