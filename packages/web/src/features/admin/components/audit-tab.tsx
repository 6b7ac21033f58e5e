import { useEffect, useMemo, useState } from 'react';
import { Download } from 'lucide-react';
import {
  emptyAuditFilters,
  fetchAuditCsv,
  useAuditLogs,
  type AuditFilters,
} from '../api/audit';
import { downloadText } from '../../../lib/download';
import { EmptyBlock, ErrorAlert, LoadingBlock } from './admin-feedback';
import { AuditTable } from './audit-table';
import { PaginationBar } from './pagination-bar';

/** "user.*" groups for every action family with more than one action. */
function actionOptions(actions: readonly string[]) {
  const families = new Map<string, number>();
  for (const action of actions) {
    const family = action.split('.')[0] ?? action;
    families.set(family, (families.get(family) ?? 0) + 1);
  }
  const groups = [...families].filter(([, n]) => n > 1).map(([family]) => `${family}.*`);
  return { groups, actions };
}

/** Audit Logs tab: the append-only log with filters and export. */
export function AuditTab() {
  return (
    <div className="admin-stack">
      <AuditLogPanel />
    </div>
  );
}

function AuditLogPanel() {
  const [filters, setFilters] = useState<AuditFilters>(emptyAuditFilters);
  const [actorText, setActorText] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const rangeError =
    filters.from && filters.to && filters.from > filters.to ? 'The start date is after the end date' : '';
  const logs = useAuditLogs(filters, page, !rangeError);

  useEffect(() => {
    const timer = setTimeout(() => {
      setFilters((current) =>
        current.actor === actorText.trim() ? current : { ...current, actor: actorText.trim() },
      );
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [actorText]);

  const options = useMemo(() => actionOptions(logs.data?.actions ?? []), [logs.data?.actions]);
  const setFilter = (key: keyof AuditFilters, value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const filtered = Object.values(filters).some(Boolean);

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      downloadText(await fetchAuditCsv(filters), 'audit-log.csv');
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="admin-card" aria-labelledby="admin-audit-title">
      <div className="admin-card-header">
        <div>
          <h2 id="admin-audit-title">Audit log</h2>
          <p className="admin-card-subtitle">
            Sign-ins, user, settings and tool changes, RCA runs and exports.
          </p>
        </div>
        <div className="admin-card-actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={exporting || !!rangeError}
            onClick={() => void exportCsv()}
          >
            <Download size={16} aria-hidden /> {exporting ? 'Exporting...' : 'Export CSV'}
          </button>
        </div>
      </div>
      <div className="admin-filters admin-filters-audit" role="search">
        <div className="field">
          <label htmlFor="admin-audit-action">Action</label>
          <select
            id="admin-audit-action"
            className="input"
            value={filters.action}
            onChange={(event) => setFilter('action', event.target.value)}
          >
            <option value="">All actions</option>
            {options.groups.length > 0 && (
              <optgroup label="Groups">
                {options.groups.map((group) => (
                  <option key={group} value={group}>
                    {group}
                  </option>
                ))}
              </optgroup>
            )}
            <optgroup label="Actions">
              {options.actions.map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <div className="field">
          <label htmlFor="admin-audit-actor">Actor</label>
          <input
            id="admin-audit-actor"
            className="input"
            type="search"
            placeholder="Username"
            value={actorText}
            onChange={(event) => setActorText(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="admin-audit-from">From</label>
          <input
            id="admin-audit-from"
            className="input"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => setFilter('from', event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="admin-audit-to">To</label>
          <input
            id="admin-audit-to"
            className="input"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => setFilter('to', event.target.value)}
          />
        </div>
        {filtered && (
          <button
            type="button"
            className="button button-ghost admin-filters-clear"
            onClick={() => {
              setFilters(emptyAuditFilters);
              setActorText('');
              setPage(1);
            }}
          >
            Clear filters
          </button>
        )}
      </div>
      {rangeError && (
        <p className="field-error" role="alert">
          {rangeError}
        </p>
      )}
      {exportError ? <ErrorAlert error={exportError} /> : null}
      {logs.isError && <ErrorAlert error={logs.error} onRetry={() => void logs.refetch()} />}
      {logs.isPending && !rangeError && <LoadingBlock label="Loading audit log..." />}
      {logs.data && logs.data.logs.length === 0 && (
        <EmptyBlock title={filtered ? 'No entries match these filters' : 'The audit log is empty'} />
      )}
      {logs.data && logs.data.logs.length > 0 && (
        <div className={logs.isPlaceholderData ? 'admin-stale' : undefined}>
          <AuditTable logs={logs.data.logs} />
        </div>
      )}
      {logs.data && logs.data.pagination.total_count > 0 && (
        <PaginationBar pagination={logs.data.pagination} noun="entries" onPage={setPage} />
      )}
    </section>
  );
}
