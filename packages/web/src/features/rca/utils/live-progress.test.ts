import { describe, expect, it } from 'vitest';
import { makeRequest, makeSession } from '../test/fixtures';
import { applyLiveProgress, parseLiveEvent, type LiveProgress } from './live-progress';

const frame = {
  type: 'rca_progress',
  request_id: 'r1',
  status: 'in_progress_90',
  phase: 'conclusion',
  iteration: 7,
  total_iterations: 7,
  tools_used: ['report'],
  progress_percentage: 96,
  status_message: 'Writing the report',
  estimated_time_remaining: null,
  hypotheses: [],
  logs: [{ step_type: 'conclusion', message: 'Report written', tool_name: 'report', level: 'info' }],
  timestamp: '2026-01-05T10:00:30Z',
};

describe('RCA progress from the chat socket', () => {
  it('reads progress and end frames, and ignores other or malformed frames', () => {
    expect(parseLiveEvent(frame)).toMatchObject({ type: 'rca_progress', phase: 'conclusion', iteration: 7 });
    expect(parseLiveEvent({ type: 'rca_failed', request_id: 'r1', error: 'x' })).toEqual({
      type: 'rca_failed',
      request_id: 'r1',
    });
    expect(parseLiveEvent({ type: 'stream_token', token: 'a' })).toBeNull();
    expect(parseLiveEvent({ ...frame, iteration: 'seven' })).toBeNull();
    expect(parseLiveEvent({ ...frame, request_id: undefined })).toBeNull();
    expect(parseLiveEvent(null)).toBeNull();
  });

  it('updates the request and session, appending the new log entries', () => {
    const session = makeSession();
    const { request, session: next } = applyLiveProgress(
      makeRequest('in_progress_50'),
      session,
      parseLiveEvent(frame) as LiveProgress,
    );
    expect(request).toMatchObject({ status: 'in_progress_90', progress_percentage: 96 });
    expect(next).toMatchObject({
      phase: 'conclusion',
      status_message: 'Writing the report',
      session_id: 's1',
    });
    expect(next.logs).toHaveLength(session.logs.length + 1);
    expect(next.logs.at(-1)).toMatchObject({ message: 'Report written', timestamp: '2026-01-05T10:00:30Z' });
  });
});
