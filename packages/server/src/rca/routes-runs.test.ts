import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { rcaEventSchema, rcaResultSchema, rcaSessionSchema } from '@ai-analyst/contract';
import type { RcaEvent } from '@ai-analyst/contract';
import { auditLogs } from '../audit/tables';
import { rcaChannel } from './run-events';
import { drivers, type TestApp } from '../../test/support';
import { rcaApiFixture, type Client, SHEET } from './routes-fixture';

describe.each(drivers)('RCA API: runs, listing and stats on %s', (driver) => {
  const { state, create, get, post, newRequest, settle, run } = rcaApiFixture(driver);
  let t: TestApp;
  let alice: Client;
  let bob: Client; // same organization, another user
  let carol: Client; // another organization
  let orgA: string;
  beforeAll(() => void ({ t, alice, bob, carol, orgA } = state));

  it('keeps requests to their creator: another user or organization gets 404', async () => {
    const mine = await newRequest({
      problem_description: 'Private',
      data_sources: ['sales'],
      priority: 'low',
    });
    for (const other of [bob, carol]) {
      for (const url of ['', 'result/', 'session/'])
        expect((await get(other, `/api/rca/requests/${mine.id}/${url}`)).statusCode).toBe(404);
      for (const action of ['start/', 'cancel/'])
        expect((await post(other, `/api/rca/requests/${mine.id}/${action}`)).statusCode).toBe(404);
      const list = (await get(other, '/api/rca/requests/')).json();
      expect(list.data.requests.map((r: { id: string }) => r.id)).not.toContain(mine.id);
    }
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await get(alice, `/api/rca/requests/${id}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'RCA request not found' });
    }
    expect((await get(alice, `/api/rca/requests/${mine.id}/`)).statusCode).toBe(200);
  });

  it('runs an investigation to completion and finds the planted segment with high confidence', async () => {
    const conversation = await alice.call({
      method: 'POST',
      url: '/api/chat/conversations/',
      payload: { title: 'Sales review' },
    });
    expect(conversation.statusCode).toBe(201);
    const conversationId = conversation.json().conversation.id as string;
    // Another user's conversation cannot receive this user's progress.
    const foreign = await create(bob, {
      problem_description: 'Why did revenue drop last week?',
      data_sources: ['/Uploads/sales.csv'],
      conversation_id: conversationId,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, error: 'Conversation not found' });

    const request = await newRequest({
      problem_description: 'Why did revenue drop last week?',
      data_sources: ['/Uploads/sales.csv'],
      priority: 'high',
      context_info: 'Weekly sales review',
      metadata: { team: 'sales' },
      conversation_id: conversationId,
    });
    const events: RcaEvent[] = [];
    const unsubscribe = await t.app.services.bus.subscribe(rcaChannel(request.id), (e) =>
      events.push(rcaEventSchema.parse(e)),
    );
    // The same events reach the conversation's sockets, as frames with a timestamp.
    const frames: { type: string; timestamp?: string }[] = [];
    const unsubscribeConversation = await t.app.services.bus.subscribe(
      `conversation:${conversationId}`,
      (f) => frames.push(f as { type: string; timestamp?: string }),
    );
    const started = await post(alice, `/api/rca/requests/${request.id}/start/`);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      success: true,
      data: { status: 'in_progress_25', progress_percentage: 25 },
    });
    expect(started.json().data.started_at).not.toBeNull();
    const done = await settle(request.id);
    await unsubscribe();
    await unsubscribeConversation();
    // (The run's summary follows as a message_saved frame: see socket.test.ts.)
    const rcaFrames = frames.filter((f) => f.type.startsWith('rca_'));
    expect(rcaFrames.map((f) => f.type)).toEqual(events.map((e) => e.type));
    expect(frames.every((f) => typeof f.timestamp === 'string')).toBe(true);
    expect(done).toMatchObject({ status: 'completed', progress_percentage: 100, error: null });
    expect(done.completed_at).not.toBeNull();

    // The status went through 25, 50, 75 and 90 percent, in order, and ended completed.
    const statuses = events.map((e) => e.status).filter((s, i, all) => s !== all[i - 1]);
    expect(statuses).toEqual([
      'in_progress_25',
      'in_progress_50',
      'in_progress_75',
      'in_progress_90',
      'completed',
    ]);
    const progress = events.flatMap((e) => (e.type === 'rca_progress' ? [e.progress_percentage] : []));
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const session = rcaSessionSchema.parse(
      (await get(alice, `/api/rca/requests/${request.id}/session/`)).json().data,
    );
    expect(session).toMatchObject({
      request_id: request.id,
      status: 'completed',
      phase: 'conclusion',
      progress_percentage: 100,
      iteration: 7,
      total_iterations: 7,
      estimated_time_remaining: 0,
    });
    expect(session.tools_used).toEqual(expect.arrayContaining(['sql_query', 'root_cause_localization']));
    expect(session.hypotheses.length).toBeGreaterThan(1);
    expect(session.hypotheses.some((h) => h.status === 'validated')).toBe(true);
    expect(session.logs.map((l) => l.step_type)).toEqual(
      expect.arrayContaining(['initialization', 'symptom_analysis', 'test_execution', 'conclusion']),
    );
    expect(session.logs.some((l) => l.message.includes('/Uploads/sales.csv → dataset sales'))).toBe(true);

    const res = await get(alice, `/api/rca/requests/${request.id}/result/`);
    expect(res.statusCode).toBe(200);
    const result = rcaResultSchema.parse(res.json().data);
    expect(result.request).toBe(request.id);
    expect(result.session).toBe(session.session_id);
    expect(result.elements[0]).toBe('channel=Online&region=North');
    expect(result.root_cause).toContain('region = North');
    expect(result.root_cause).toContain('channel = Online');
    expect(result.confidence).toBeGreaterThanOrEqual(0.8);
    expect(result.confidence_percentage).toBeCloseTo(result.confidence * 100, 1);
    expect(result.findings.length).toBeGreaterThan(0);
    expect(result.recommendations[0]).toMatchObject({
      action: expect.any(String),
      priority: expect.any(String),
      impact: expect.any(String),
    });
    expect(result.hypotheses_tested.length).toBeGreaterThan(1);
    expect(result.test_results.length).toBeGreaterThan(1);
    expect(result.report).toContain('```chart');
    expect(result.duration_minutes).toBeGreaterThanOrEqual(0);

    // Finished runs cannot be started again or cancelled.
    expect((await post(alice, `/api/rca/requests/${request.id}/start/`)).statusCode).toBe(409);
    const cancel = await post(alice, `/api/rca/requests/${request.id}/cancel/`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error).toBe('This investigation is completed and cannot be cancelled');

    // The audit log holds the start and the outcome.
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, orgA), eq(auditLogs.targetId, request.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['rca.completed', 'rca.start']);
    expect(audit.find((a) => a.action === 'rca.completed')?.details).toMatchObject({
      dataset: 'sales',
      elements: expect.arrayContaining(['channel=Online&region=North']),
    });
  }, 120_000);

  it('reads a dataset by name and a Google Sheets link as data sources', async () => {
    const byName = await run({ problem_description: 'Why did revenue drop?', data_sources: ['sales'] });
    expect(byName.status).toBe('completed');
    const result = (await get(alice, `/api/rca/requests/${byName.id}/result/`)).json().data;
    expect(result.elements[0]).toBe('channel=Online&region=North');

    const sheet = await run({
      problem_description: 'Why did revenue drop?',
      data_sources: [`https://docs.google.com/spreadsheets/d/${SHEET}/edit#gid=0`],
    });
    expect(sheet.status).toBe('completed');
    const fromSheet = (await get(alice, `/api/rca/requests/${sheet.id}/result/`)).json().data;
    expect(fromSheet.elements[0]).toBe('channel=Retail&region=West');

    // Several sources: each is investigated and the most confident result is kept.
    const both = await run({
      problem_description: 'Why did revenue drop?',
      data_sources: ['steady', 'sales'],
    });
    expect(both.status).toBe('completed');
    const kept = (await get(alice, `/api/rca/requests/${both.id}/result/`)).json().data;
    expect(kept.elements[0]).toBe('channel=Online&region=North');
    expect(kept.report).toContain('Dataset analyzed: **sales** (the strongest of 2)');
    const session = (await get(alice, `/api/rca/requests/${both.id}/session/`)).json().data;
    expect(session.total_iterations).toBe(14);
    expect(session.logs.some((l: { message: string }) => l.message.startsWith('[steady] '))).toBe(true);
  }, 120_000);

  it('fails a request whose data source is neither a dataset, a file nor a Google Sheets link, naming it', async () => {
    for (const source of ['no_such_dataset', '/Uploads/missing.csv', 'https://example.com/data.csv']) {
      const done = await run({
        problem_description: 'Why did revenue drop?',
        data_sources: ['sales', source],
      });
      expect(done.status, source).toBe('failed');
      expect(done.error).toContain(`The data source '${source}' could not be used`);
      const result = await get(alice, `/api/rca/requests/${done.id}/result/`);
      expect(result.statusCode).toBe(409);
      expect(result.json().error).toContain(source);
      const session = (await get(alice, `/api/rca/requests/${done.id}/session/`)).json().data;
      expect(session.status).toBe('failed');
      expect(session.logs.at(-1)).toMatchObject({ level: 'error', message: done.error });
      const audit = await t.database.db.select().from(auditLogs).where(eq(auditLogs.targetId, done.id));
      expect(audit.map((a) => [a.action, a.details.reason ?? null])).toEqual(
        expect.arrayContaining([
          ['rca.start', null],
          ['rca.failed', done.error],
        ]),
      );
    }
  }, 120_000);

  it('cancels a run; the run stops and writes no result; it can be started again', async () => {
    const request = await newRequest({
      problem_description: 'Why did revenue drop?',
      data_sources: ['sales'],
    });
    expect((await post(alice, `/api/rca/requests/${request.id}/start/`)).statusCode).toBe(200);
    const cancel = await post(alice, `/api/rca/requests/${request.id}/cancel/`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toMatchObject({ status: 'cancelled', error: 'Cancelled by the user' });
    const after = await settle(request.id);
    expect(after.status).toBe('cancelled');
    expect((await get(alice, `/api/rca/requests/${request.id}/result/`)).statusCode).toBe(404);
    expect((await post(alice, `/api/rca/requests/${request.id}/cancel/`)).statusCode).toBe(409);

    expect((await post(alice, `/api/rca/requests/${request.id}/start/`)).statusCode).toBe(200);
    expect((await post(alice, `/api/rca/requests/${request.id}/start/`)).statusCode).toBe(409);
    expect((await settle(request.id)).status).toBe('completed');
  }, 120_000);

  it('lists with search, status and priority filters and a pagination object', async () => {
    const all = (await get(alice, '/api/rca/requests/?page_size=100')).json().data;
    const total = all.pagination.total_count as number;
    expect(total).toBe(all.requests.length);
    const page = (await get(alice, '/api/rca/requests/?page=2&page_size=2')).json();
    expect(page.success).toBe(true);
    expect(page.data.pagination).toEqual({
      page: 2,
      page_size: 2,
      total_count: total,
      total_pages: Math.ceil(total / 2),
      has_next: total > 4,
      has_previous: true,
    });
    expect(page.data.requests).toHaveLength(2);
    const search = (await get(alice, '/api/rca/requests/?search=private')).json().data.requests;
    expect(search.map((r: { problem_description: string }) => r.problem_description)).toEqual(['Private']);
    const failed = (await get(alice, '/api/rca/requests/?status=failed')).json().data.requests;
    expect(failed).toHaveLength(3);
    const high = (await get(alice, '/api/rca/requests/?priority=high')).json().data.requests;
    expect(high).toHaveLength(1);
  });

  it('counts real runs in stats and the dashboard, for the caller only', async () => {
    const stats = (await get(alice, '/api/rca/stats/')).json();
    expect(stats.success).toBe(true);
    expect(stats.data).toMatchObject({ completed: 5, failed: 3, in_progress: 0, success_rate: 0.625 });
    expect(stats.data.total_requests).toBe(stats.data.completed + stats.data.failed + stats.data.pending);
    expect(stats.data.by_priority).toMatchObject({ high: 1, low: 1 });
    expect(stats.data.by_status).toMatchObject({ completed: 5, failed: 3 });
    expect(stats.data.mean_duration_seconds).toBeGreaterThanOrEqual(0);
    const dashboard = (await get(alice, '/api/rca/dashboard/')).json().data;
    expect(dashboard.total_requests).toBe(stats.data.total_requests);
    expect(dashboard.recent_runs.length).toBe(Math.min(10, stats.data.total_requests));
    const completed = dashboard.recent_runs.find((r: { status: string }) => r.status === 'completed');
    expect(completed.root_cause).toEqual(expect.any(String));
    expect(completed.confidence).toBeGreaterThan(0);
    expect((await get(carol, '/api/rca/stats/')).json().data.total_requests).toBe(0);
    expect((await get(bob, '/api/rca/dashboard/')).json().data.recent_runs).toEqual([]);
  });
});
