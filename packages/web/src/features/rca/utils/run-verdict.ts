// What a reading of the followed run means for the flow: the run has ended (completed with its
// result, failed, cancelled), the reads gave up, a re-attached run is gone or still to be started,
// or nothing to do yet. Pure, so the flow's rules can be read (and tested) in one place.
import type { RcaResult } from '@ai-analyst/contract/rca-types';
import { MAX_POLLS, type FollowedRun } from '../api/run-query';

/** The toast when a completed run's result cannot be read. */
export const RESULT_LOAD_FAILED = 'Failed to load RCA analysis result';
/** Failed reads in a row tolerated before the run is reported as failed. */
export const MAX_POLL_ERRORS = 3;

export type RunVerdict =
  | { kind: 'completed'; result: RcaResult }
  | { kind: 'failed'; error: string }
  | { kind: 'cancelled'; error: string | null }
  /** A re-attached run whose request cannot be read: it is forgotten. */
  | { kind: 'lost' }
  /** A re-attached run that was created but never started. */
  | { kind: 'start' }
  | { kind: 'running' };

/** The verdict on one reading; `reattached` while a run found in storage has not been read yet. */
export function verdictOf(run: FollowedRun, reattached: boolean): RunVerdict {
  const { request } = run;
  if (reattached && !request && run.failures > 0) return { kind: 'lost' };
  if (run.failures >= MAX_POLL_ERRORS)
    return { kind: 'failed', error: run.failure ?? 'Failed to get RCA request' };
  if (reattached && request?.status === 'pending') return { kind: 'start' };
  if (request?.status === 'completed')
    return run.result
      ? { kind: 'completed', result: run.result }
      : { kind: 'failed', error: `${RESULT_LOAD_FAILED}: ${run.resultError ?? 'no result'}` };
  if (request?.status === 'failed')
    return { kind: 'failed', error: request.error || 'The investigation failed' };
  if (request?.status === 'cancelled') return { kind: 'cancelled', error: request.error };
  if (run.polls >= MAX_POLLS)
    return { kind: 'failed', error: `RCA investigation polling timeout after ${MAX_POLLS} polls` };
  return { kind: 'running' };
}
