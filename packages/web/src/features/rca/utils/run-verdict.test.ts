import { describe, expect, it } from 'vitest';
import type { FollowedRun } from '../api/run-query';
import { makeRequest, makeResult, makeSession } from '../test/fixtures';
import { RESULT_LOAD_FAILED, verdictOf } from './run-verdict';

const reading = (extra: Partial<FollowedRun> = {}): FollowedRun => ({
  request: makeRequest('in_progress_50'),
  session: makeSession(),
  result: null,
  resultError: null,
  polls: 1,
  failures: 0,
  failure: null,
  ...extra,
});

describe('RCA run verdict', () => {
  it('keeps following a running request until the reads are used up', () => {
    expect(verdictOf(reading(), false)).toEqual({ kind: 'running' });
    expect(verdictOf(reading({ polls: 499 }), false)).toEqual({ kind: 'running' });
    expect(verdictOf(reading({ polls: 500 }), false)).toEqual({
      kind: 'failed',
      error: 'RCA investigation polling timeout after 500 polls',
    });
  });

  it('ends with the result, the failure or the cancellation the request shows', () => {
    const result = makeResult();
    expect(verdictOf(reading({ request: makeRequest('completed'), result }), false)).toEqual({
      kind: 'completed',
      result,
    });
    expect(verdictOf(reading({ request: makeRequest('completed'), resultError: 'gone' }), false)).toEqual({
      kind: 'failed',
      error: `${RESULT_LOAD_FAILED}: gone`,
    });
    expect(verdictOf(reading({ request: makeRequest('failed', { error: 'No data' }) }), false)).toEqual({
      kind: 'failed',
      error: 'No data',
    });
    expect(verdictOf(reading({ request: makeRequest('failed') }), false)).toEqual({
      kind: 'failed',
      error: 'The investigation failed',
    });
    expect(
      verdictOf(reading({ request: makeRequest('cancelled', { error: 'Cancelled by the user' }) }), false),
    ).toEqual({ kind: 'cancelled', error: 'Cancelled by the user' });
  });

  it('tolerates two failed reads in a row and gives up at the third with its reason', () => {
    expect(verdictOf(reading({ failures: 2, failure: 'offline' }), false)).toEqual({ kind: 'running' });
    expect(verdictOf(reading({ failures: 3, failure: 'offline' }), false)).toEqual({
      kind: 'failed',
      error: 'offline',
    });
  });

  it('forgets a re-attached run it cannot read, and starts one that was never started', () => {
    const unread = reading({ request: null, session: null, failures: 1, failure: 'Not found' });
    expect(verdictOf(unread, true)).toEqual({ kind: 'lost' });
    // The same failure on a run this tab started is only a failed read.
    expect(verdictOf(unread, false)).toEqual({ kind: 'running' });
    expect(verdictOf(reading({ request: makeRequest('pending') }), true)).toEqual({ kind: 'start' });
  });
});
