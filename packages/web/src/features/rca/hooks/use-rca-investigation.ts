// The RCA flow: idle → creating_request → starting_investigation → investigating →
// completed | failed | cancelled. It creates and starts the request, then follows it through the
// followed-run query (api/run-query.ts: read every 5 s, at most 500 times, and kept current by the
// chat socket's frames). Only what a reload must find is in localStorage: the running request of
// the conversation, its problem and whether to notify (utils/run-storage.ts), so a reload (or a
// later visit) re-attaches to it, and only the tab that takes the ended run out reports its end.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RcaRequest, RcaResult, RcaSession } from '@ai-analyst/contract/rca-types';
import { rcaApi } from '../api/rca-api';
import { applyRunFrame, readFollowedRunNow, useFollowedRun, type FollowedRun } from '../api/run-query';
import { toCreateRequest, type RcaFormValues } from '../utils/form';
import { claimRun, clearRun, readRun, writeRun, type StoredRun } from '../utils/run-storage';
import { verdictOf } from '../utils/run-verdict';

export { RESULT_LOAD_FAILED } from '../utils/run-verdict';

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

/** Hears the frames of the conversation's chat socket; returns the unsubscribe function. */
export type FrameSource = (listener: (frame: { type: string }) => void) => () => void;

/** Where the flow is; the run's server state is the followed-run query's. */
interface Phase {
  conversationId: string | null;
  status: InvestigationStatus;
  /** The run (its request id is '' until the request exists). */
  run: StoredRun | null;
  /** The request as the last create, start or cancel answered it. */
  request: RcaRequest | null;
  error: string | null;
  problem: string;
  /** Re-attached from storage and not read yet: unreadable, it is forgotten; pending, it is started. */
  reattached: boolean;
}

const RUNNING: InvestigationStatus[] = ['creating_request', 'starting_investigation', 'investigating'];

const idle = (conversationId: string | null): Phase => ({
  conversationId,
  status: 'idle',
  run: null,
  request: null,
  error: null,
  problem: '',
  reattached: false,
});

/** A run of this conversation that a reload interrupted is followed again. */
function initialPhase(conversationId: string | null): Phase {
  const stored = readRun(conversationId);
  if (!stored) return idle(conversationId);
  return {
    ...idle(conversationId),
    status: 'investigating',
    run: stored,
    problem: stored.problem,
    reattached: true,
  };
}

const message = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * Follows the RCA run of a conversation. With `frames` (the chat socket), the progress the server
 * forwards shows at once and the end of the run is read without waiting for the next 5 s.
 */
export function useRcaInvestigation(
  conversationId: string | null,
  callbacks: InvestigationCallbacks = {},
  frames?: FrameSource,
) {
  const client = useQueryClient();
  const [phase, setPhase] = useState<Phase>(() => initialPhase(conversationId));
  if (phase.conversationId !== conversationId) setPhase(initialPhase(conversationId));
  const [cancelError, setCancelError] = useState<string | null>(null);
  /** Bumped to drop the answers of a create or start still on their way (cancel, reset, unmount). */
  const runToken = useRef(0);
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;

  const followedId = phase.run?.requestId ?? '';
  const reading = useFollowedRun(followedId, phase.status === 'investigating');

  const finishFailed = useCallback(
    (error: string, run: StoredRun) => {
      const mine = claimRun(conversationId, run);
      setPhase((p) => ({ ...p, status: 'failed', error }));
      if (mine) callbacksRef.current.onFailed?.(error, run);
    },
    [conversationId],
  );

  /** A remembered run that cannot be read or started is forgotten. */
  const lose = useCallback(() => {
    clearRun(conversationId);
    setPhase(idle(conversationId));
    callbacksRef.current.onLost?.();
  }, [conversationId]);

  const startStored = useCallback(
    async (run: StoredRun) => {
      const token = ++runToken.current;
      setPhase((p) => ({ ...p, status: 'starting_investigation' }));
      try {
        const request = await rcaApi.start(run.requestId);
        if (token !== runToken.current) return;
        setPhase((p) => ({ ...p, status: 'investigating', request }));
        void readFollowedRunNow(client, run.requestId);
      } catch {
        if (token === runToken.current) lose();
      }
    },
    [client, lose],
  );

  // Each new reading of the run (a read or a frame) moves the flow on when it says the run ended.
  const handled = useRef<FollowedRun | undefined>(undefined);
  useEffect(() => {
    const run = phase.run;
    if (!reading || reading === handled.current || phase.status !== 'investigating' || !run) return;
    handled.current = reading;
    const verdict = verdictOf(reading, phase.reattached);
    const { request } = reading;
    if (request && phase.reattached)
      setPhase((p) => ({ ...p, reattached: false, problem: request.problem_description || p.problem }));
    if (verdict.kind === 'lost') lose();
    else if (verdict.kind === 'start') void startStored(run);
    else if (verdict.kind === 'failed') finishFailed(verdict.error, run);
    else if (verdict.kind === 'cancelled') {
      clearRun(conversationId);
      setPhase((p) => ({ ...p, status: 'cancelled', error: verdict.error }));
    } else if (verdict.kind === 'completed') {
      const mine = claimRun(conversationId, run);
      setPhase((p) => ({ ...p, status: 'completed', error: null }));
      if (mine) callbacksRef.current.onCompleted?.(verdict.result, run);
    }
  }, [conversationId, finishFailed, lose, phase.reattached, phase.run, phase.status, reading, startStored]);

  // Progress the server forwards over the chat socket, for the run being followed.
  const live = RUNNING.includes(phase.status) && followedId !== '' ? followedId : null;
  useEffect(() => {
    if (!frames || !live) return;
    return frames((frame) => applyRunFrame(client, live, frame));
  }, [client, frames, live]);

  // Answers still on their way after unmounting are dropped.
  useEffect(() => {
    const tokens = runToken;
    return () => void tokens.current++;
  }, []);

  /** Creates, starts and follows a new investigation from the form's values. */
  const submit = useCallback(
    async (values: RcaFormValues) => {
      const token = ++runToken.current;
      const problem = values.problemDescription.trim();
      const pending: StoredRun = { requestId: '', problem, notify: values.notify };
      setCancelError(null);
      setPhase({ ...idle(conversationId), status: 'creating_request', run: pending, problem });
      let created: RcaRequest;
      try {
        created = await rcaApi.create(toCreateRequest(values, conversationId));
      } catch (error) {
        if (token === runToken.current) finishFailed(message(error, 'Failed to create RCA request'), pending);
        return;
      }
      if (token !== runToken.current) return;
      if (!created?.id) return finishFailed('Failed to create RCA request. Please try again.', pending);
      const run: StoredRun = { ...pending, requestId: created.id };
      writeRun(conversationId, run);
      setPhase((p) => ({ ...p, status: 'starting_investigation', run, request: created }));
      let started: RcaRequest;
      try {
        started = await rcaApi.start(created.id);
      } catch (error) {
        if (token === runToken.current)
          finishFailed(message(error, 'Failed to start RCA investigation'), run);
        return;
      }
      if (token !== runToken.current) return;
      if (!started?.id || !started.status)
        return finishFailed('Failed to start RCA investigation. Please try again.', run);
      setPhase((p) => ({ ...p, status: 'investigating', request: started }));
      void readFollowedRunNow(client, created.id);
    },
    [client, conversationId, finishFailed],
  );

  const data = phase.run && phase.status !== 'idle' ? reading : undefined;
  const state: InvestigationState = {
    status: phase.status,
    request: phase.status === 'cancelled' ? phase.request : (data?.request ?? phase.request),
    session: data?.session ?? null,
    result: phase.status === 'completed' ? (data?.result ?? null) : null,
    error: phase.error,
    problem: phase.problem,
  };

  const requestId = state.request?.id;
  const cancel = useCallback(async () => {
    if (!requestId) return;
    setCancelError(null);
    try {
      const request = await rcaApi.cancel(requestId);
      runToken.current++;
      clearRun(conversationId);
      setPhase((p) => ({ ...p, status: 'cancelled', request, error: request.error }));
    } catch (error) {
      setCancelError(message(error, 'Failed to cancel RCA investigation'));
    }
  }, [conversationId, requestId]);

  /** Back to idle; a run still going on the server is no longer followed. */
  const reset = useCallback(() => {
    runToken.current++;
    clearRun(conversationId);
    setCancelError(null);
    setPhase(idle(conversationId));
  }, [conversationId]);

  return { state, submit, cancel, reset, cancelError };
}
