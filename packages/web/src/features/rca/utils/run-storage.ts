// The running investigation of each conversation, kept in localStorage so a reload mid-run (or
// coming back to the conversation later, in any tab) re-attaches to its progress. Removed
// once the run has ended; the tab that removes it is the one that reports the end (claimRun), so
// two tabs on one conversation post the summary once.
export interface StoredRun {
  requestId: string;
  problem: string;
  notify: boolean;
}

const PREFIX = 'rca_run:';
export const runStorageKey = (conversationId: string | null) => `${PREFIX}${conversationId ?? 'none'}`;

export function readRun(conversationId: string | null): StoredRun | null {
  try {
    const raw = localStorage.getItem(runStorageKey(conversationId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredRun>;
    if (typeof value.requestId !== 'string' || !value.requestId) return null;
    return {
      requestId: value.requestId,
      problem: String(value.problem ?? ''),
      notify: value.notify === true,
    };
  } catch {
    return null;
  }
}

export function writeRun(conversationId: string | null, run: StoredRun): void {
  try {
    localStorage.setItem(runStorageKey(conversationId), JSON.stringify(run));
  } catch {
    // Storage full or blocked: the run goes on, only a reload will not find it.
  }
}

export function clearRun(conversationId: string | null): void {
  try {
    localStorage.removeItem(runStorageKey(conversationId));
  } catch {
    // Nothing to clear.
  }
}

/**
 * Takes the ended run out of storage for the tab that reports it: true when this run was still
 * stored (or was never stored: a request that failed before it had an id), false when another
 * tab has already reported it.
 */
export function claimRun(conversationId: string | null, run: StoredRun): boolean {
  if (!run.requestId) return true;
  const stored = readRun(conversationId);
  if (!stored || stored.requestId !== run.requestId) return false;
  clearRun(conversationId);
  return true;
}
