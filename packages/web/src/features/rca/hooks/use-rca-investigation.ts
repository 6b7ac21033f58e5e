// The RCA flow: idle → creating_request → starting_investigation → investigating →
// completed | failed | cancelled. It creates and starts the request, polls the request and its
// session every 5 s (at most 500 polls), fetches the result, and remembers the running request
// per conversation in localStorage so a reload (or a later visit) re-attaches to it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RcaRequest, RcaResult, RcaSession } from '@ai-analyst/contract/rca';
import { rcaApi } from '../api/rca-api';
import { toCreateRequest, type RcaFormValues } from '../utils/form';
import { applyLiveProgress, parseLiveEvent } from '../utils/live-progress';
import { claimRun, clearRun, readRun, writeRun, type StoredRun } from '../utils/run-storage';

export const POLL_INTERVAL_MS = 5000;
/** The toast when a completed run's result cannot be read. */
export const RESULT_LOAD_FAILED = 'Failed to load RCA analysis result';
export const MAX_POLLS = 500;
/** Poll failures in a row tolerated before the run is reported as failed. */
const MAX_POLL_ERRORS = 3;

export type InvestigationStatus =
  | 'idle'
  | 'creating_request'
  | 'starting_investigation'
  | 'investigating'
  | 'completed'
  | 'failed'
  | 'cancelled';

export interface InvestigationState {
  status: InvestigationStatus;
  request: RcaRequest | null;
  session: RcaSession | null;
  result: RcaResult | null;
  error: string | null;
  problem: string;
}

export interface InvestigationCallbacks {
  onCompleted?(result: RcaResult, run: StoredRun): void;
  onFailed?(error: string, run: StoredRun): void;
  /** A remembered run could not be read again (deleted, or not the caller's): it is forgotten. */
  onLost?(): void;
}

const IDLE: InvestigationState = {
  status: 'idle',
  request: null,
  session: null,
  result: null,
  error: null,
  problem: '',
};

const message = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

const RUNNING: InvestigationStatus[] = ['creating_request', 'starting_investigation', 'investigating'];

/** Hears the frames of the conversation's socket; returns the unsubscribe function. */
export type FrameSource = (listener: (frame: { type: string }) => void) => () => void;

/** The newer of two readings of a session (a poll may answer after a live frame). */
const newer = (current: RcaSession | null, incoming: RcaSession) =>
  current && current.request_id === incoming.request_id && current.updated_at > incoming.updated_at
    ? current
    : incoming;

/**
 * Follows the RCA run of a conversation. With `frames` (the chat socket), the progress the server
 * forwards shows at once and the end of the run is fetched without waiting for the next poll.
 */
export function useRcaInvestigation(
  conversationId: string | null,
  callbacks: InvestigationCallbacks = {},
  frames?: FrameSource,
) {
  const [state, setState] = useState<InvestigationState>(IDLE);
  /** The request being followed, for the socket's frames. */
  const followed = useRef<string | null>(null);
  /** Ends the current pause between polls early (a frame said the run ended). */
  const wake = useRef<(() => void) | null>(null);
  /** Bumped to stop the current poll loop (cancel, reset, unmount, a new run). */
  const runToken = useRef(0);
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;
  const [cancelError, setCancelError] = useState<string | null>(null);

  const patch = useCallback((next: Partial<InvestigationState>) => setState((s) => ({ ...s, ...next })), []);

  const pause = useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          if (wake.current === done) wake.current = null;
          resolve();
        };
        const timer = setTimeout(done, ms);
        wake.current = done;
      }),
    [],
  );

  const finishFailed = useCallback(
    (error: string, run: StoredRun) => {
      const mine = claimRun(conversationId, run);
      patch({ status: 'failed', error });
      if (mine) callbacksRef.current.onFailed?.(error, run);
    },
    [conversationId, patch],
  );

  const finishCompleted = useCallback(
    async (run: StoredRun, token: number) => {
      let result: RcaResult;
      try {
        result = await rcaApi.result(run.requestId);
      } catch (error) {
        if (token === runToken.current)
          finishFailed(`${RESULT_LOAD_FAILED}: ${message(error, 'no result')}`, run);
        return;
      }
      if (token !== runToken.current) return;
      const mine = claimRun(conversationId, run);
      patch({ status: 'completed', result, error: null });
      if (mine) callbacksRef.current.onCompleted?.(result, run);
    },
    [conversationId, finishFailed, patch],
  );

  /** Reads the request and session until the run ends; true when it settled the state. */
  const settle = useCallback(
    async (request: RcaRequest, run: StoredRun, token: number): Promise<boolean> => {
      if (request.status === 'completed') {
        await finishCompleted(run, token);
        return true;
      }
      if (request.status === 'failed') {
        finishFailed(request.error || 'The investigation failed', run);
        return true;
      }
      if (request.status === 'cancelled') {
        clearRun(conversationId);
        patch({ status: 'cancelled', error: request.error });
        return true;
      }
      return false;
    },
    [conversationId, finishCompleted, finishFailed, patch],
  );

  const poll = useCallback(
    async (run: StoredRun, token: number) => {
      let errors = 0;
      for (let n = 1; n <= MAX_POLLS; n++) {
        if (n > 1) await pause(POLL_INTERVAL_MS);
        if (token !== runToken.current) return;
        try {
          const [request, session] = await Promise.all([
            rcaApi.get(run.requestId),
            rcaApi.session(run.requestId).catch(() => null),
          ]);
          if (token !== runToken.current) return;
          errors = 0;
          setState((s) => ({ ...s, request, ...(session ? { session: newer(s.session, session) } : {}) }));
          if (await settle(request, run, token)) return;
        } catch (error) {
          if (token !== runToken.current) return;
          if (++errors >= MAX_POLL_ERRORS) {
            finishFailed(message(error, 'Failed to get RCA request'), run);
            return;
          }
        }
      }
      if (token === runToken.current)
        finishFailed(`RCA investigation polling timeout after ${MAX_POLLS} polls`, run);
    },
    [finishFailed, pause, settle],
  );

  /** Creates, starts and follows a new investigation from the form's values. */
  const submit = useCallback(
    async (values: RcaFormValues) => {
      const token = ++runToken.current;
      const problem = values.problemDescription.trim();
      const pending: StoredRun = { requestId: '', problem, notify: values.notify };
      setCancelError(null);
      setState({ ...IDLE, status: 'creating_request', problem });
      let created: RcaRequest;
      try {
        created = await rcaApi.create(toCreateRequest(values, conversationId));
      } catch (error) {
        if (token === runToken.current) finishFailed(message(error, 'Failed to create RCA request'), pending);
        return;
      }
      if (token !== runToken.current) return;
      if (!created?.id) {
        finishFailed('Failed to create RCA request. Please try again.', pending);
        return;
      }
      const run: StoredRun = { ...pending, requestId: created.id };
      writeRun(conversationId, run);
      followed.current = created.id;
      patch({ status: 'starting_investigation', request: created });
      let started: RcaRequest;
      try {
        started = await rcaApi.start(created.id);
      } catch (error) {
        if (token === runToken.current)
          finishFailed(message(error, 'Failed to start RCA investigation'), run);
        return;
      }
      if (token !== runToken.current) return;
      if (!started?.id || !started.status) {
        finishFailed('Failed to start RCA investigation. Please try again.', run);
        return;
      }
      patch({ status: 'investigating', request: started });
      await poll(run, token);
    },
    [conversationId, finishFailed, patch, poll],
  );

  const cancel = useCallback(async () => {
    const requestId = state.request?.id;
    if (!requestId) return;
    setCancelError(null);
    try {
      const request = await rcaApi.cancel(requestId);
      runToken.current++;
      clearRun(conversationId);
      patch({ status: 'cancelled', request, error: request.error });
    } catch (error) {
      setCancelError(message(error, 'Failed to cancel RCA investigation'));
    }
  }, [conversationId, patch, state.request?.id]);

  /** Back to idle; a run still going on the server is no longer followed. */
  const reset = useCallback(() => {
    runToken.current++;
    clearRun(conversationId);
    setCancelError(null);
    setState(IDLE);
  }, [conversationId]);

  // Re-attach to a run of this conversation that a reload interrupted; stop following on unmount.
  useEffect(() => {
    const tokens = runToken;
    const stored = readRun(conversationId);
    const token = ++tokens.current;
    if (stored) {
      followed.current = stored.requestId;
      setState({ ...IDLE, status: 'investigating', problem: stored.problem });
      void (async () => {
        try {
          const request = await rcaApi.get(stored.requestId);
          if (token !== runToken.current) return;
          patch({ request, problem: request.problem_description || stored.problem });
          if (request.status === 'pending') {
            patch({ status: 'starting_investigation' });
            await rcaApi.start(request.id);
            if (token !== runToken.current) return;
            patch({ status: 'investigating' });
          }
          await poll(stored, token);
        } catch {
          if (token !== runToken.current) return;
          clearRun(conversationId);
          setState(IDLE);
          callbacksRef.current.onLost?.();
        }
      })();
    }
    return () => {
      tokens.current++;
    };
  }, [conversationId, patch, poll]);

  // Progress the server forwards over the chat socket, for the run being followed.
  useEffect(() => {
    if (!frames) return;
    return frames((frame) => {
      const event = parseLiveEvent(frame);
      if (!event || event.request_id !== followed.current) return;
      if (event.type !== 'rca_progress') {
        wake.current?.();
        return;
      }
      setState((s) => {
        if (!RUNNING.includes(s.status)) return s;
        return { ...s, ...applyLiveProgress(s.request, s.session, event) };
      });
    });
  }, [frames]);

  return { state, submit, cancel, reset, cancelError };
}
