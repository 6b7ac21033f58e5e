/**
 * Reopening investigations: the report of one request (`#rca-report=<id>` in the address, as the
 * chat's "Open report" links write it, so it survives a reload) and the list of past ones
 * (`#rca-reports`). The report shows the result view with its JSON, PDF and CSV exports, the
 * progress of a run still going (the followed-run query, read every 5 s), or why it failed.
 *
 *   <RcaReports />   // once, in a page that shows chat messages
 */
import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, History, Loader2, Search } from 'lucide-react';
import type { RcaRequest } from '@ai-analyst/contract/rca-types';
import { api } from '../../../lib/api-client';
import { useFollowedRun } from '../api/run-query';
import { useClientConfigurations } from '../api/queries';
import { useToasts } from '../hooks/use-toasts';
import { formatPercent } from '../utils/format';
import { ExportButtons } from './export-buttons';
import { RcaModal } from './rca-modal';
import { ResultView } from './result-view';
import { Toasts } from './toasts';
import '../rca.css';
import '../rca-views.css';

const REPORT = /^#rca-report=([0-9a-f-]{36})$/i;
const LIST = '#rca-reports';

/** What the address asks to show: one report, the list, or nothing. */
function readHash(): { report: string | null; list: boolean } {
  const hash = typeof window === 'undefined' ? '' : window.location.hash;
  return { report: REPORT.exec(hash)?.[1] ?? null, list: hash === LIST };
}

/** The link of one investigation's report. */
export const rcaReportHref = (id: string) => `#rca-report=${id}`;

export function RcaReports() {
  const [view, setView] = useState(readHash);
  useEffect(() => {
    const onChange = () => setView(readHash());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  const close = useCallback(() => {
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    setView({ report: null, list: false });
  }, []);
  if (view.report) return <ReportDialog id={view.report} onClose={close} />;
  if (view.list) return <ListDialog onClose={close} />;
  return null;
}

function ReportDialog({ id, onClose }: { id: string; onClose(): void }) {
  const { toasts, show, dismiss } = useToasts();
  const [following, setFollowing] = useState(true);
  const run = useFollowedRun(id, following);
  const request = run?.request ?? null;
  const completed = request?.status === 'completed';
  const configurations = useClientConfigurations(completed);
  // Read until the run has ended (or cannot be found); the followed-run query paces the reads.
  const settled = run !== undefined && (request === null ? run.failures > 0 : !running(request));
  useEffect(() => setFollowing(!settled), [settled]);

  let body;
  let footer = (
    <>
      <a className="button button-secondary" href={LIST}>
        <History size={16} aria-hidden /> All investigations
      </a>
      <button type="button" className="button button-primary" onClick={onClose}>
        Close
      </button>
    </>
  );
  if (!request && run && run.failures > 0)
    body = <p className="rca-error">This investigation could not be found.</p>;
  else if (!request)
    body = (
      <p className="rca-loading">
        <Loader2 size={16} className="rca-spin" aria-hidden /> Loading the report…
      </p>
    );
  else if (completed && run?.result) {
    body = <ResultView result={run.result} request={request} configurations={configurations.data ?? []} />;
    footer = (
      <>
        <ExportButtons result={run.result} problem={request.problem_description} notify={show} />
        {footer}
      </>
    );
  } else if (running(request))
    body = (
      <div className="rca-progress-simple">
        <p>{request.problem_description}</p>
        <p>
          <Loader2 size={16} className="rca-spin" aria-hidden /> Investigating:{' '}
          {run?.session?.status_message ?? 'queued'} (
          {formatPercent((run?.session?.progress_percentage ?? request.progress_percentage) / 100)})
        </p>
      </div>
    );
  else
    body = (
      <div className="rca-failed">
        <p>{request.problem_description}</p>
        <p>
          {request.status === 'failed'
            ? `The investigation failed: ${request.error ?? 'no reason was recorded'}`
            : `The investigation is ${request.status.replace(/_/g, ' ')}.`}
        </p>
      </div>
    );
  return (
    <>
      <RcaModal
        title={completed ? 'RCA Analysis Results' : 'RCA Investigation'}
        icon={completed ? <CheckCircle2 size={18} aria-hidden /> : <Search size={18} aria-hidden />}
        viewKey={`${id}:${request?.status ?? 'loading'}`}
        onClose={onClose}
        footer={footer}
      >
        {body}
      </RcaModal>
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

function running(request: RcaRequest): boolean {
  return request.status.startsWith('in_progress') || request.status === 'pending';
}

function ListDialog({ onClose }: { onClose(): void }) {
  const list = useQuery({
    queryKey: ['rca', 'reports'],
    queryFn: async () =>
      (await api.get<{ data?: { requests?: RcaRequest[] } }>('/rca/requests/?page_size=50'))?.data
        ?.requests ?? [],
    retry: false,
  });
  return (
    <RcaModal
      title="Past investigations"
      icon={<History size={18} aria-hidden />}
      onClose={onClose}
      footer={
        <button type="button" className="button button-primary" onClick={onClose}>
          Close
        </button>
      }
    >
      {list.isError ? (
        <p className="rca-error">The investigations could not be loaded.</p>
      ) : !list.data ? (
        <p className="rca-loading">
          <Loader2 size={16} className="rca-spin" aria-hidden /> Loading…
        </p>
      ) : list.data.length === 0 ? (
        <p>No investigations yet.</p>
      ) : (
        <ul className="rca-report-list">
          {list.data.map((r) => (
            <li key={r.id}>
              <a href={rcaReportHref(r.id)}>{r.problem_description}</a>{' '}
              <span className="rca-label">
                {r.status.replace(/_/g, ' ')} · {new Date(r.created_at).toLocaleString()}
              </span>
            </li>
          ))}
        </ul>
      )}
    </RcaModal>
  );
}
