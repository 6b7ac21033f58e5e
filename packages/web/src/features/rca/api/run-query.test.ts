import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { jsonResponse, mockFetch, storeTokens } from '../../../test/fixtures';
import { fakeRcaServer, makeSession, rcaHandler, type FakeRcaServer } from '../test/fixtures';
import { applyRunFrame, followedRunKey, nextReadIn, readFollowedRun, type FollowedRun } from './run-query';

let server: FakeRcaServer;
let client: QueryClient;
const key = followedRunKey('r1');
const progress = {
  type: 'rca_progress',
  request_id: 'r1',
  status: 'in_progress_75',
  phase: 'result_analysis',
  iteration: 6,
  total_iterations: 7,
  tools_used: ['welch_t_test'],
  progress_percentage: 80,
  status_message: 'Weighing the evidence',
  estimated_time_remaining: 20,
  hypotheses: [],
  logs: [{ step_type: 'analysis', message: 'Live step', tool_name: null, level: 'info' }],
  timestamp: '2026-01-05T10:00:09Z',
};

beforeEach(() => {
  storeTokens();
  server = fakeRcaServer();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  mockFetch((call) => rcaHandler(server, call) ?? jsonResponse({ success: false, error: 'Not found' }, 404));
});
afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

describe('the followed RCA run', () => {
  it('counts its reads, keeps a failed one as a value and reads the result once completed', async () => {
    client.setQueryData(key, await readFollowedRun(client, 'r1'));
    expect(client.getQueryData<FollowedRun>(key)).toMatchObject({ polls: 1, failures: 0, result: null });
    expect(await readFollowedRun(client, 'gone')).toMatchObject({ request: null, polls: 1, failures: 1 });
    server.status = 'completed';
    const done = await readFollowedRun(client, 'r1');
    expect(done).toMatchObject({ polls: 2, request: { status: 'completed' }, result: { id: 'res1' } });
    expect(nextReadIn(done)).toBe(false);
    expect(nextReadIn({ ...done, request: { ...done.request!, status: 'in_progress_90' } })).toBe(5000);
    expect(nextReadIn({ ...done, request: { ...done.request!, status: 'in_progress_90' }, polls: 500 })).toBe(
      false,
    );
  });

  it('writes progress frames into the cache, ignores other requests, and keeps the newer session', async () => {
    client.setQueryData(key, await readFollowedRun(client, 'r1'));
    applyRunFrame(client, 'r1', { ...progress, request_id: 'other' });
    expect(client.getQueryData<FollowedRun>(key)?.session?.phase).toBe('hypothesis_generation');
    applyRunFrame(client, 'r1', progress);
    const live = client.getQueryData<FollowedRun>(key)!;
    expect(live.session).toMatchObject({ phase: 'result_analysis', progress_percentage: 80 });
    expect(live.session?.logs.at(-1)?.message).toBe('Live step');
    expect(live.request).toMatchObject({ status: 'in_progress_75', progress_percentage: 80 });
    // A read that answers with an older session does not take the live one back.
    server.session = makeSession({ updated_at: '2026-01-05T10:00:08Z' });
    const read = await readFollowedRun(client, 'r1');
    expect(read.session?.phase).toBe('result_analysis');
  });

  it('refetches at once when a frame says the run ended', () => {
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    applyRunFrame(client, 'r1', { type: 'rca_completed', request_id: 'r1', status: 'completed' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: key, exact: true });
  });
});
