import { FileSpreadsheet, FolderOpen, Plus, RefreshCw, type LucideIcon } from 'lucide-react';
import { Fragment } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectedSheet, DataSource } from '@ai-analyst/contract/files-types';
import { refreshGoogleSheet } from '../../api/chat-api';
import { chatKeys, useDataSources } from '../../api/queries';
import { DatasetWarnings } from './dataset-warnings';
import { Modal } from './modal';
import { useDataLoaderSections } from '../../../../lib/data-loader-sections';

const ICONS: Record<string, LucideIcon> = { file_manager: FolderOpen, google_sheets: FileSpreadsheet };

interface DataLoaderModalProps {
  onClose: () => void;
  onOpenFiles: () => void;
  onOpenGoogleSheets: () => void;
  /** Attaches a connected sheet's file to the next message. */
  onUseSheet: (sheet: ConnectedSheet) => void;
  /** Attaches a reference from a section the app adds (a database table) to the next message. */
  onUseReference?: (reference: string, label: string) => void;
}

/** Data Loader: each connector with its status and 'Manage' or 'Load Data'. */
export function DataLoaderModal({
  onClose,
  onOpenFiles,
  onOpenGoogleSheets,
  onUseSheet,
  onUseReference,
}: DataLoaderModalProps) {
  const { data, isPending, isError } = useDataSources(true);
  const sections = useDataLoaderSections();
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
              <SheetRow key={sheet.id} sheet={sheet} onUse={() => onUseSheet(sheet)} />
            ))}
          </ul>
        </section>
      )}
      {onUseReference && sections.map((render, i) => <Fragment key={i}>{render(onUseReference)}</Fragment>)}
      <DatasetWarnings />
    </Modal>
  );
}

/** A connected sheet: use it in the chat, or download it again from Google Sheets. */
function SheetRow({ sheet, onUse }: { sheet: ConnectedSheet; onUse: () => void }) {
  const client = useQueryClient();
  const refresh = useMutation({
    mutationFn: () => refreshGoogleSheet(sheet.id),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.dataSources }),
  });
  const refreshed = sheet.last_refreshed_at ? new Date(sheet.last_refreshed_at).toLocaleString() : null;
  return (
    <li>
      <FileSpreadsheet size={16} aria-hidden />
      <span
        className="connected-sheet-name"
        title={refreshed ? `${sheet.path} · refreshed ${refreshed}` : sheet.path}
      >
        {sheet.name}
      </span>
      <button
        type="button"
        className="button button-ghost"
        onClick={() => refresh.mutate()}
        disabled={refresh.isPending}
        aria-label={`Refresh ${sheet.name}`}
      >
        <RefreshCw size={14} aria-hidden /> {refresh.isPending ? 'Refreshing...' : 'Refresh'}
      </button>
      <button type="button" className="button button-ghost" onClick={onUse}>
        <Plus size={14} aria-hidden /> Use in chat
      </button>
      {refresh.isError && (
        <p className="alert alert-error connected-sheet-error" role="alert">
          {refresh.error instanceof Error ? refresh.error.message : 'Failed to refresh the sheet'}
        </p>
      )}
    </li>
  );
}
