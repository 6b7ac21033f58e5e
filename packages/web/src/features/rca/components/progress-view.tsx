// The progress of a running investigation: phase, iteration of total,
// tools used, percentage, status message, time remaining, the last 5 log entries and hypotheses.
import { Activity, Clock, Layers, Wrench } from 'lucide-react';
import type { Hypothesis, LogEntry, RcaRequest, RcaSession } from '@ai-analyst/contract/rca-types';
import { progressOfStatus } from '@ai-analyst/contract/rca-values';
import { formatPercent, formatTimeRemaining, phaseLabel } from '../utils/format';
import type { InvestigationStatus } from '../hooks/use-rca-investigation';

export const DEFAULT_TOTAL_ITERATIONS = 10;
export const RECENT_ACTIVITY = 5;

interface ProgressViewProps {
  status: InvestigationStatus;
  problem: string;
  request: RcaRequest | null;
  session: RcaSession | null;
  cancelError: string | null;
}

const STEP_TEXT: Partial<Record<InvestigationStatus, string>> = {
  creating_request: 'Creating the RCA request...',
  starting_investigation: 'Starting the investigation...',
  investigating: 'Investigating...',
};

function timeOf(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

function ActivityList({ logs }: { logs: LogEntry[] }) {
  const recent = logs.slice(-RECENT_ACTIVITY);
  if (recent.length === 0) return <p className="rca-muted">No activity yet.</p>;
  return (
    <ol className="rca-activity" aria-label="Recent activity">
      {recent.map((log) => (
        <li key={log.id} className={`rca-log rca-log-${log.level}`}>
          <time dateTime={log.timestamp}>{timeOf(log.timestamp)}</time>
          <span className="rca-log-message">
            {log.message}
            {log.tool_name && <span className="rca-chip rca-chip-sm">{log.tool_name}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function HypothesisList({ hypotheses }: { hypotheses: Hypothesis[] }) {
  if (hypotheses.length === 0) return null;
  return (
    <ul className="rca-hypotheses">
      {hypotheses.map((h) => (
        <li key={h.id} className="rca-hypothesis">
          <div className="rca-hypothesis-head">
            <span className="rca-hypothesis-title">{h.title}</span>
            <span className={`rca-badge rca-badge-${h.status}`}>{h.status}</span>
          </div>
          {h.description && <p className="rca-muted">{h.description}</p>}
          <p className="rca-hypothesis-meta">
            Confidence {formatPercent(h.confidence)}
            {h.impact && ` · impact ${h.impact}`}
            {h.likelihood && ` · likelihood ${h.likelihood}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function ProgressView({ status, problem, request, session, cancelError }: ProgressViewProps) {
  // The session's own percentage, never below the one its request status stands for, so
  // the bar does not step back when the first session arrives after the start.
  const percent = Math.max(
    0,
    Math.min(
      100,
      Math.round(Math.max(session?.progress_percentage ?? 0, request ? progressOfStatus(request.status) : 0)),
    ),
  );
  const total = session?.total_iterations || DEFAULT_TOTAL_ITERATIONS;
  const iteration = session?.iteration ?? 0;
  const message = session?.status_message || STEP_TEXT[status] || 'Working...';

  return (
    <div className="rca-progress">
      {problem && <p className="rca-problem">{problem}</p>}
      <div className="rca-progress-top">
        <div>
          <span className="rca-label">Phase</span>
          <strong className="rca-phase">
            {session ? phaseLabel(session.phase) : (STEP_TEXT[status] ?? 'Preparing')}
          </strong>
        </div>
        <span className="rca-percent">{percent}%</span>
      </div>
      <div
        className="rca-bar"
        role="progressbar"
        aria-label="Investigation progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="rca-status-message" aria-live="polite">
        {message}
      </p>

      <dl className="rca-stats">
        <div>
          <dt>
            <Layers size={14} aria-hidden /> Iteration
          </dt>
          <dd>
            Iteration {iteration} of {total}
          </dd>
        </div>
        <div>
          <dt>
            <Clock size={14} aria-hidden /> Time remaining
          </dt>
          <dd>{formatTimeRemaining(session?.estimated_time_remaining)}</dd>
        </div>
      </dl>

      <section className="rca-block" aria-label="Tools used">
        <h3>
          <Wrench size={14} aria-hidden /> Tools used
        </h3>
        {session?.tools_used.length ? (
          <ul className="rca-chips">
            {session.tools_used.map((tool) => (
              <li key={tool} className="rca-chip">
                {tool}
              </li>
            ))}
          </ul>
        ) : (
          <p className="rca-muted">None yet.</p>
        )}
      </section>

      <section className="rca-block">
        <h3>
          <Activity size={14} aria-hidden /> Recent activity
        </h3>
        <ActivityList logs={session?.logs ?? []} />
      </section>

      {session && session.hypotheses.length > 0 && (
        <section className="rca-block">
          <h3>Hypotheses</h3>
          <HypothesisList hypotheses={session.hypotheses} />
        </section>
      )}
      {cancelError && (
        <p className="rca-note rca-note-error" role="alert">
          {cancelError}
        </p>
      )}
    </div>
  );
}
