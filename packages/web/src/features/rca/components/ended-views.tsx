// The failed ('RCA Investigation Failed') and cancelled endings of an investigation.
import { AlertTriangle, Ban } from 'lucide-react';

export function FailedView({ error, problem }: { error: string; problem: string }) {
  return (
    <div className="rca-ended">
      <AlertTriangle size={32} aria-hidden className="rca-ended-icon rca-ended-danger" />
      <p className="rca-ended-error" role="alert">
        {error}
      </p>
      {problem && <p className="rca-muted">Problem: {problem}</p>}
      <p className="rca-muted">Check the data sources and the configuration, then try again.</p>
    </div>
  );
}

export function CancelledView({ problem }: { problem: string }) {
  return (
    <div className="rca-ended">
      <Ban size={32} aria-hidden className="rca-ended-icon" />
      <p>The investigation was cancelled.</p>
      {problem && <p className="rca-muted">Problem: {problem}</p>}
    </div>
  );
}
