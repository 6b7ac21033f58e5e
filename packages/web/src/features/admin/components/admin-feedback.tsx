// Small feedback pieces of the admin panel: loading, empty and error blocks, a notice that
// fades after about four seconds, and a copy button.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { AlertCircle, Check, CheckCircle2, Copy, Inbox } from 'lucide-react';

export function LoadingBlock({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="admin-state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden />
      <p>{label}</p>
    </div>
  );
}

export function EmptyBlock({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="admin-state">
      <Inbox size={28} aria-hidden />
      <p className="admin-state-title">{title}</p>
      {children && <p>{children}</p>}
    </div>
  );
}

export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="alert alert-error" role="alert">
      <AlertCircle size={16} aria-hidden />
      <span className="admin-alert-text">{message}</span>
      {onRetry && (
        <button type="button" className="button button-secondary admin-button-sm" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function SuccessNotice({ children }: { children: ReactNode }) {
  return (
    <div className="admin-notice" role="status">
      <CheckCircle2 size={16} aria-hidden />
      <span>{children}</span>
    </div>
  );
}

/** A message that disappears by itself; `show` replaces the current one. */
export function useTransientNotice(durationMs = 4000) {
  const [notice, setNotice] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (message: string) => {
      clearTimeout(timer.current);
      setNotice(message);
      timer.current = setTimeout(() => setNotice(null), durationMs);
    },
    [durationMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { notice, show, clear: () => setNotice(null) };
}

/** Copies a value; says "Copied" for two seconds. */
export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setFailed(false);
      setCopied(true);
    } catch {
      setFailed(true);
    }
  };
  return (
    <button type="button" className="button button-secondary admin-button-sm" onClick={() => void copy()}>
      {copied ? <Check size={14} aria-hidden /> : <Copy size={14} aria-hidden />}
      {copied ? 'Copied' : failed ? 'Copy failed: select it' : label}
    </button>
  );
}
