// The result of a completed investigation: collapsible summary, root cause,
// findings, recommendations, test results, full report and investigation details.
import { ClipboardList, FileText, FlaskConical, Info, Lightbulb, ListChecks, Target } from 'lucide-react';
import type { ClientConfiguration, RcaRequest, RcaResult } from '@ai-analyst/contract/rca-types';
import { RichContent } from '../../../components/rich-content/rich-content';
import { confidenceLabel } from '@ai-analyst/contract/rca-values';
import { capitalize, formatDuration, formatPercent } from '../utils/format';
import { findingsOf, hypothesisCounts, recommendationsOf, testResultsOf } from '../utils/result-items';
import { Collapsible } from './collapsible';

interface ResultViewProps {
  result: RcaResult;
  request: RcaRequest | null;
  configurations: ClientConfiguration[];
}

export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const label = confidenceLabel(confidence);
  return (
    <span className={`rca-confidence rca-confidence-${label.toLowerCase()}`}>
      {label} confidence · {formatPercent(confidence)}
    </span>
  );
}

export function ResultView({ result, request, configurations }: ResultViewProps) {
  const findings = findingsOf(result);
  const recommendations = recommendationsOf(result);
  const tests = testResultsOf(result);
  const counts = hypothesisCounts(result);
  const configuration = request
    ? (configurations.find((c) => c.client_id === request.client_id)?.name ?? request.client_id)
    : null;

  return (
    <div className="rca-result">
      <Collapsible title="Summary" icon={<ClipboardList size={16} aria-hidden />}>
        {request?.problem_description && <p className="rca-problem">{request.problem_description}</p>}
        <div className="rca-summary-grid">
          <div>
            <span className="rca-label">Confidence</span>
            <ConfidenceBadge confidence={result.confidence} />
          </div>
          <div>
            <span className="rca-label">Duration</span>
            <strong>{formatDuration(result.duration_minutes)}</strong>
          </div>
          <div>
            <span className="rca-label">Hypotheses</span>
            <strong>
              {counts.validated} validated · {counts.refuted} refuted · {counts.total} tested
            </strong>
          </div>
          <div>
            <span className="rca-label">Findings</span>
            <strong>
              {findings.length} findings · {recommendations.length} recommendations
            </strong>
          </div>
        </div>
      </Collapsible>

      <Collapsible title="Root cause" icon={<Target size={16} aria-hidden />}>
        <p className="rca-root-cause">{result.root_cause}</p>
      </Collapsible>

      <Collapsible title="Findings" icon={<Lightbulb size={16} aria-hidden />} aside={findings.length}>
        {findings.length ? (
          <ol className="rca-items">
            {findings.map((f, i) => (
              <li key={i}>
                <strong>{f.description}</strong>
                {f.evidence && <p className="rca-muted">{f.evidence}</p>}
              </li>
            ))}
          </ol>
        ) : (
          <p className="rca-muted">No findings.</p>
        )}
      </Collapsible>

      <Collapsible
        title="Recommendations"
        icon={<ListChecks size={16} aria-hidden />}
        aside={recommendations.length}
      >
        {recommendations.length ? (
          <ol className="rca-items">
            {recommendations.map((r, i) => (
              <li key={i}>
                <div className="rca-item-head">
                  <strong>{r.action}</strong>
                  {r.priority && (
                    <span className={`rca-badge rca-priority-${r.priority.toLowerCase()}`}>
                      {capitalize(r.priority)} priority
                    </span>
                  )}
                </div>
                {r.impact && <p className="rca-muted">Impact: {r.impact}</p>}
              </li>
            ))}
          </ol>
        ) : (
          <p className="rca-muted">No recommendations.</p>
        )}
      </Collapsible>

      <Collapsible
        title="Test results"
        icon={<FlaskConical size={16} aria-hidden />}
        aside={tests.length}
        defaultOpen={false}
      >
        {tests.length ? (
          <ul className="rca-items rca-tests">
            {tests.map((t, i) => (
              <li key={i}>
                <div className="rca-item-head">
                  <strong>{t.name}</strong>
                  <span className={`rca-badge rca-badge-${t.status.toLowerCase()}`}>{t.status}</span>
                  {t.confidence !== null && <span className="rca-muted">{formatPercent(t.confidence)}</span>}
                </div>
                {t.result && <p className="rca-muted">{t.result}</p>}
              </li>
            ))}
          </ul>
        ) : (
          <p className="rca-muted">No test results.</p>
        )}
      </Collapsible>

      <Collapsible title="Full report" icon={<FileText size={16} aria-hidden />} defaultOpen={false}>
        {result.report.trim() ? (
          <div className="rca-report">
            <RichContent content={result.report} />
          </div>
        ) : (
          <p className="rca-muted">No report.</p>
        )}
      </Collapsible>

      <Collapsible title="Investigation details" icon={<Info size={16} aria-hidden />} defaultOpen={false}>
        <dl className="rca-details">
          <dt>Request ID</dt>
          <dd className="rca-mono">{result.request}</dd>
          <dt>Duration</dt>
          <dd>{formatDuration(result.duration_minutes)}</dd>
          {request && (
            <>
              <dt>Data sources</dt>
              <dd>{request.data_sources.join(', ')}</dd>
              <dt>Configuration</dt>
              <dd>{configuration}</dd>
              <dt>Priority</dt>
              <dd>{capitalize(request.priority)}</dd>
            </>
          )}
          <dt>Elements</dt>
          <dd>
            {result.elements.length ? (
              <ul className="rca-chips">
                {result.elements.map((e) => (
                  <li key={e} className="rca-chip">
                    {e}
                  </li>
                ))}
              </ul>
            ) : (
              'None localized'
            )}
          </dd>
        </dl>
      </Collapsible>
    </div>
  );
}
