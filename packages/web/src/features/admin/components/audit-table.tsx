import { Fragment, useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { AuditLogEntry } from '@ai-analyst/contract/admin-types';
import { formatDateTime } from '../../../utils/format';
import { AdminDetailsRow, AdminTable } from './admin-table';

const AUDIT_COLUMNS = ['Time', 'Actor', 'Action', 'Target', 'IP', 'Details'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A readable target: "user alice" when the details carry the username, "user 1a2b3c4d" for a
 * bare id, and a file or folder by its whole path ("file RCA data/meeting-notes.txt").
 */
function targetOf(entry: AuditLogEntry): string {
  const username = typeof entry.details.username === 'string' ? entry.details.username : null;
  if (!entry.target_type) return username ?? '—';
  if (username) return `${entry.target_type} ${username}`;
  // A sign-in's target is the actor themself.
  if (entry.target_id && entry.target_id === entry.actor_user_id && entry.actor_username)
    return `${entry.target_type} ${entry.actor_username}`;
  if (!entry.target_id) return entry.target_type;
  return `${entry.target_type} ${UUID.test(entry.target_id) ? entry.target_id.slice(0, 8) : entry.target_id}`;
}

/** The audit log's entries; a row's details (JSON and request id) open beneath it. */
export function AuditTable({ logs }: { logs: AuditLogEntry[] }) {
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <AdminTable label="Audit log entries" columns={AUDIT_COLUMNS} nowrap>
      {logs.map((entry) => {
        const expanded = open.has(entry.id);
        const hasDetails = Object.keys(entry.details).length > 0 || !!entry.request_id;
        const detailsId = `admin-audit-details-${entry.id}`;
        return (
          <Fragment key={entry.id}>
            <tr>
              <td className="admin-nowrap">{formatDateTime(entry.created_at, '—')}</td>
              <td>{entry.actor_username || <span className="admin-cell-muted">system</span>}</td>
              <td>
                <span className={`admin-action admin-action-${entry.action.split('.')[0]}`}>
                  {entry.action}
                </span>
              </td>
              <td>{targetOf(entry)}</td>
              <td className="admin-mono">{entry.ip ?? '—'}</td>
              <td>
                {hasDetails ? (
                  <button
                    type="button"
                    className="button button-ghost admin-button-sm"
                    aria-expanded={expanded}
                    aria-controls={expanded ? detailsId : undefined}
                    onClick={() => toggle(entry.id)}
                  >
                    {expanded ? (
                      <ChevronDown size={14} aria-hidden />
                    ) : (
                      <ChevronRight size={14} aria-hidden />
                    )}
                    {expanded ? 'Hide' : 'Show'}
                  </button>
                ) : (
                  <span className="admin-cell-muted">—</span>
                )}
              </td>
            </tr>
            {expanded && (
              <AdminDetailsRow id={detailsId} columns={AUDIT_COLUMNS.length}>
                {entry.request_id && (
                  <p className="admin-cell-muted">
                    Request id <code className="admin-code">{entry.request_id}</code>
                  </p>
                )}
                <pre className="admin-json">{JSON.stringify(entry.details, null, 2)}</pre>
              </AdminDetailsRow>
            )}
          </Fragment>
        );
      })}
    </AdminTable>
  );
}
