// The running investigation of each conversation, kept in sessionStorage so a reload mid-run
// re-attaches to its progress (§4). Removed once the run has ended and its summary was posted.
export interface StoredRun {
  requestId: string;
  problem: string;
  notify: boolean;
}

const PREFIX = 'rca_run:';
export const runStorageKey = (conversationId: string | null) => `${PREFIX}${conversationId ?? 'none'}`;

export function readRun(conversationId: string | null): StoredRun | null {
  try {
    const raw = sessionStorage.getItem(runStorageKey(conversationId));
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
    sessionStorage.setItem(runStorageKey(conversationId), JSON.stringify(run));
  } catch {
    // Storage full or blocked: the run goes on, only a reload will not find it.
  }
}

export function clearRun(conversationId: string | null): void {
  try {
    sessionStorage.removeItem(runStorageKey(conversationId));
  } catch {
    // Nothing to clear.
  }
}
