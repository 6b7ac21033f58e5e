// The investigation being followed, as one TanStack query: the request, its session and, once
// completed, its result. The query reads them every 5 s (at most 500 times); in between, the chat
// socket's frames keep it current: a progress frame is written into the cached data, and the end
// of the run (completed, failed, cancelled) refetches it at once. A failed read is kept as a value
// (how many in a row, and why) so the flow decides when to give up.
//
//   const run = useFollowedRun(requestId, following);   // the latest reading, or undefined
import { useEffect, useMemo, useState } from 'react';
import { hashKey, QueryObserver, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import type { RcaRequest, RcaResult, RcaSession } from '@ai-analyst/contract/rca-types';
import { applyLiveProgress, parseLiveEvent } from '../utils/live-progress';
import { rcaApi } from './rca-api';

export const POLL_INTERVAL_MS = 5000;
export const MAX_POLLS = 500;

export interface FollowedRun {
  /** Null until a read succeeded. */
  request: RcaRequest | null;
  session: RcaSession | null;
  result: RcaResult | null;
  /** Why a completed run's result could not be read. */
  resultError: string | null;
  /** Reads made, whether they succeeded or not. */
  polls: number;
  /** Failed reads in a row, and the last one's reason. */
  failures: number;
  failure: string | null;
}

const NOTHING_READ: FollowedRun = {
  request: null,
  session: null,
  result: null,
  resultError: null,
  polls: 0,
  failures: 0,
  failure: null,
};

const ENDED = ['completed', 'failed', 'cancelled'];

export const followedRunKey = (requestId: string) => ['rca', 'run', requestId] as const;
type FollowedRunKey = ReturnType<typeof followedRunKey>;

const message = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** The newer of two readings of a session (a read may answer after a live frame). */
const newer = (current: RcaSession | null, incoming: RcaSession) =>
  current && current.request_id === incoming.request_id && current.updated_at > incoming.updated_at
    ? current
    : incoming;

/** One read of the run: the request and its session, and the result once it has completed. */
export async function readFollowedRun(client: QueryClient, requestId: string): Promise<FollowedRun> {
  const key = followedRunKey(requestId);
  const polls = (client.getQueryData<FollowedRun>(key)?.polls ?? 0) + 1;
  let request: RcaRequest;
  let session: RcaSession | null;
  try {
    [request, session] = await Promise.all([
      rcaApi.get(requestId),
      rcaApi.session(requestId).catch(() => null),
    ]);
  } catch (error) {
    const latest = client.getQueryData<FollowedRun>(key) ?? NOTHING_READ;
    return {
      ...latest,
      polls,
      failures: latest.failures + 1,
      failure: message(error, 'Failed to get RCA request'),
    };
  }
  let result: RcaResult | null = null;
  let resultError: string | null = null;
  if (request.status === 'completed') {
    try {
      result = await rcaApi.result(requestId);
    } catch (error) {
      resultError = message(error, 'no result');
    }
  }
  // Read last: a live frame may have brought a newer session while this read was on its way.
  const latest = client.getQueryData<FollowedRun>(key)?.session ?? null;
  return {
    request,
    session: session ? newer(latest, session) : latest,
    result,
    resultError,
    polls,
    failures: 0,
    failure: null,
  };
}

/**
 * Reads the run at once (a run just started, or started again), without waiting for the followed
 * query to be enabled; the query then takes this reading as fresh and reads again 5 s later.
 */
export function readFollowedRunNow(client: QueryClient, requestId: string): Promise<void> {
  return client.prefetchQuery({
    queryKey: followedRunKey(requestId),
    queryFn: () => readFollowedRun(client, requestId),
  });
}

/** The pause before the next read: none once the run has ended or the reads are used up. */
export function nextReadIn(run: FollowedRun | undefined): number | false {
  if (run?.request && ENDED.includes(run.request.status)) return false;
  return (run?.polls ?? 0) >= MAX_POLLS ? false : POLL_INTERVAL_MS;
}

/** Applies a chat socket frame to the followed run's query; frames of other requests are ignored. */
export function applyRunFrame(client: QueryClient, requestId: string, frame: unknown): void {
  const event = parseLiveEvent(frame);
  if (!event || event.request_id !== requestId) return;
  const key = followedRunKey(requestId);
  if (event.type !== 'rca_progress') {
    void client.invalidateQueries({ queryKey: key, exact: true });
    return;
  }
  client.setQueryData<FollowedRun>(key, (old) => ({
    ...(old ?? NOTHING_READ),
    ...applyLiveProgress(old?.request ?? null, old?.session ?? null, event),
  }));
}

/**
 * Reads the followed run while `enabled`, and returns its latest reading. The query's observer
 * only schedules the reads; the reading is taken from the query cache whenever it changes there
 * (a read, or a frame written into it), so each one re-renders once.
 */
export function useFollowedRun(requestId: string, enabled: boolean): FollowedRun | undefined {
  const client = useQueryClient();
  const options = useMemo(
    () => ({
      queryKey: followedRunKey(requestId),
      queryFn: () => readFollowedRun(client, requestId),
      enabled: enabled && requestId !== '',
      refetchInterval: (query: Query<FollowedRun, Error, FollowedRun, FollowedRunKey>) =>
        nextReadIn(query.state.data),
      refetchIntervalInBackground: true,
      // A reading is taken as current until the next one is due (see readFollowedRunNow).
      staleTime: POLL_INTERVAL_MS,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: false,
    }),
    [client, enabled, requestId],
  );
  const hash = hashKey(options.queryKey);
  const [reading, setReading] = useState<{ hash: string; run: FollowedRun | undefined }>();
  useEffect(() => {
    const take = (run: FollowedRun | undefined) =>
      setReading((previous) => (previous?.hash === hash && previous.run === run ? previous : { hash, run }));
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === hash) take(event.query.state.data as FollowedRun | undefined);
    });
    take(client.getQueryData<FollowedRun>(followedRunKey(requestId)));
    return unsubscribe;
  }, [client, hash, requestId]);
  const [observer] = useState(() => new QueryObserver(client, options));
  useEffect(() => observer.setOptions(options), [observer, options]);
  useEffect(() => observer.subscribe(() => undefined), [observer]);
  return reading?.hash === hash ? reading.run : client.getQueryData<FollowedRun>(options.queryKey);
}
