import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import type { ConnectedSheet } from '@ai-analyst/contract/files-types';
import { ApiError } from '../../../../lib/api-client';
import { connectGoogleSheets } from '../../api/chat-api';
import { DialogActions } from '../../../../components/confirm-dialog';
import { Modal } from './modal';

/** Load Google Sheets Data: URL required, name optional; a failure shows its text. */
export function GoogleSheetsModal({
  onLoaded,
  onClose,
}: {
  onLoaded: (sheet: ConnectedSheet) => void;
  onClose: () => void;
}) {
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const connect = useMutation({
    mutationFn: () => connectGoogleSheets(url, name),
    onSuccess: onLoaded,
  });
  const loading = connect.isPending;
  const error = connect.error
    ? connect.error instanceof ApiError && connect.error.serverError
      ? connect.error.serverError
      : 'Failed to connect Google Sheets'
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim() || loading) return;
    connect.mutate();
  };

  return (
    <Modal title="Load Google Sheets Data" onClose={onClose} size="md">
      <form className="modal-form" onSubmit={submit}>
        {error && (
          <div className="alert alert-error" role="alert">
            <AlertCircle size={16} aria-hidden />
            <span>{error}</span>
          </div>
        )}
        <div className="field">
          <label htmlFor="sheet-url">Google Sheets URL</label>
          <input
            id="sheet-url"
            className="input"
            type="url"
            required
            placeholder="https://docs.google.com/spreadsheets/d/..."
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="sheet-name">
            Name <span className="optional">(optional)</span>
          </label>
          <input
            id="sheet-name"
            className="input"
            placeholder="e.g. Sales 2025"
            maxLength={200}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="sheet-instructions">
          <p>Before loading, share the sheet so that the analyst can read it:</p>
          <ol>
            <li>In Google Sheets, click Share.</li>
            <li>
              Under General access, choose <strong>anyone with the link can view</strong>.
            </li>
            <li>Copy the link and paste it above.</li>
          </ol>
        </div>
        <div className="modal-actions">
          <DialogActions
            onCancel={onClose}
            label="Download & Load Data"
            busyLabel="Loading..."
            busy={loading}
            disabled={!url.trim()}
          />
        </div>
      </form>
    </Modal>
  );
}
