import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { jsonResponse, mockFetch, storeTokens, type RecordedCall } from '../../../test/fixtures';
import { fakeRcaServer, makeSession, rcaHandler, type FakeRcaServer } from '../test/fixtures';
import type { FrameSource } from '../hooks/use-rca-investigation';
import { runStorageKey } from '../utils/run-storage';
import { CONFIGS_FAILED } from './request-form';
import { RcaWorkflow } from './rca-workflow';

const LONG_PROBLEM = 'Revenue dropped sharply last week in several regions and nobody knows why yet';

let server: FakeRcaServer;
let calls: RecordedCall[];
let notifications: { title: string; body: string | undefined }[];
let downloads: { name: string; blob: Blob }[];

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = () => Promise.resolve<NotificationPermission>('granted');
  constructor(title: string, options?: NotificationOptions) {
    notifications.push({ title, body: options?.body });
  }
}

function renderWorkflow(
  props: { open?: boolean; conversationId?: string | null; frames?: FrameSource } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onPostMessage = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <RcaWorkflow
        open={props.open ?? true}
        conversationId={props.conversationId === undefined ? 'c1' : props.conversationId}
        onClose={onClose}
        onPostMessage={onPostMessage}
        frames={props.frames}
      />
    </QueryClientProvider>,
  );
  return { onPostMessage, onClose };
}

const dialog = () => screen.getByRole('dialog');
const startButton = () => screen.getByRole('button', { name: 'Start Investigation' });

/** Fills the form with a problem and one data source, the demo client preselected. */
async function fillForm(problem = LONG_PROBLEM) {
  await waitFor(() => expect(screen.getByLabelText('Client configuration')).toHaveValue('demo'));
  fireEvent.change(screen.getByLabelText('Problem description'), { target: { value: problem } });
  const source = screen.getByLabelText('Add a data source');
  fireEvent.change(source, { target: { value: '  sales  ' } });
  fireEvent.keyDown(source, { key: 'Enter' });
}

/**
 * Moves the run to `status` and lets the poll loop's 5 s pause pass. (The fake clock also follows
 * real time, so a slow machine may poll earlier; the scripted status keeps the views the same.)
 */
async function nextPoll(status: FakeRcaServer['status']) {
  server.status = status;
  await act(() => vi.advanceTimersByTimeAsync(5000));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  storeTokens();
  notifications = [];
  downloads = [];
  server = fakeRcaServer();
  vi.stubGlobal('Notification', FakeNotification);
  FakeNotification.permission = 'granted';
  ({ calls } = mockFetch(
    (call) => rcaHandler(server, call) ?? jsonResponse({ success: false, error: 'Not found' }, 404),
  ));
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ name: this.download, blob });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('RCA workflow', () => {
  it('disables submit and says so when the client configurations fail to load', async () => {
    server.configsFail = true;
    renderWorkflow();
    expect(await screen.findByText(CONFIGS_FAILED)).toBeInTheDocument();
    expect(startButton()).toBeDisabled();
  });

  it('validates the form: required fields, trimmed and de-duplicated data sources, JSON metadata', async () => {
    renderWorkflow();
    await waitFor(() => expect(startButton()).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Client configuration'), { target: { value: '' } });
    fireEvent.click(startButton());
    expect(await screen.findByText('Problem description is required')).toBeInTheDocument();
    expect(screen.getByText('At least one data source is required')).toBeInTheDocument();
    expect(screen.getByText('Client configuration is required')).toBeInTheDocument();
    // An error clears when its field is edited.
    fireEvent.change(screen.getByLabelText('Problem description'), { target: { value: 'Why?' } });
    expect(screen.queryByText('Problem description is required')).toBeNull();
    fireEvent.change(screen.getByLabelText('Client configuration'), { target: { value: 'ecommerce' } });

    const source = screen.getByLabelText('Add a data source');
    for (const entry of ['  sales  ', '   ', 'sales', '/Uploads/orders.csv']) {
      fireEvent.change(source, { target: { value: entry } });
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    }
    const list = screen.getByRole('list', { name: 'Selected data sources' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['sales', '/Uploads/orders.csv']);

    fireEvent.click(screen.getByRole('button', { name: 'Advanced options' }));
    const metadata = screen.getByLabelText(/Metadata \(JSON\)/);
    fireEvent.change(metadata, { target: { value: '{"team": "growth"}' } });
    fireEvent.change(metadata, { target: { value: '{"team": ' } });
    expect(screen.getByText(/Not valid JSON/)).toBeInTheDocument();
    fireEvent.click(startButton());
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/rca/requests/'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/rca/requests/') && c.method === 'POST')?.body).toEqual({
      problem_description: 'Why?',
      data_sources: ['sales', '/Uploads/orders.csv'],
      context_info: '',
      priority: 'medium',
      client_id: 'ecommerce',
      metadata: { team: 'growth' },
      conversation_id: 'c1',
    });
  });

  it('creates and starts the request, shows progress, then the result, the summary and a notification', async () => {
    const { onPostMessage } = renderWorkflow();
    await fillForm();
    fireEvent.click(screen.getByRole('checkbox', { name: /Notify me/ }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Notify me/ })).toBeChecked());
    fireEvent.click(startButton());

    // Progress: phase, iteration of total, tools, percent, message, time left, the last 5 logs.
    expect(await within(dialog()).findByText('Hypothesis generation')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'RCA Investigation in Progress' })).toBeInTheDocument();
    expect(screen.getByText('Iteration 3 of 7')).toBeInTheDocument();
    expect(screen.getByText('55%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '55');
    expect(screen.getByText('Testing whether one region explains the drop')).toBeInTheDocument();
    expect(screen.getByText('2 min 10 s')).toBeInTheDocument();
    expect(screen.getByText('profile_metric')).toBeInTheDocument();
    const activity = screen.getByRole('list', { name: 'Recent activity' });
    expect(within(activity).getAllByRole('listitem')).toHaveLength(5);
    expect(within(activity).queryByText('Log entry number 2')).toBeNull();
    expect(within(activity).getByText('Log entry number 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cancel Investigation/ })).toBeEnabled();
    expect(onPostMessage).not.toHaveBeenCalled();

    const calledOnce = (suffix: string) => calls.filter((c) => c.url.endsWith(suffix)).length;
    expect(calledOnce('/rca/requests/r1/start/')).toBe(1);
    expect(calledOnce('/rca/requests/')).toBe(1);

    await nextPoll('completed');
    expect(await screen.findByRole('heading', { name: 'RCA Analysis Results' })).toBeInTheDocument();
    expect(screen.getByText('High confidence · 86%')).toBeInTheDocument();
    expect(screen.getByText('Revenue fell in region = West (orders down 60%)')).toBeInTheDocument();
    // Collapsible sections: the full report starts closed and opens on click.
    const report = screen.getByRole('button', { name: 'Full report' });
    expect(report).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(report);
    expect(report).toHaveAttribute('aria-expanded', 'true');

    await waitFor(() => expect(onPostMessage).toHaveBeenCalledTimes(1));
    const summary = String(onPostMessage.mock.calls[0]?.[0]);
    expect(summary).toContain('Revenue fell in region = West');
    expect(summary).toContain('High (86%)');
    expect(summary).toContain('Finding 3');
    expect(summary).not.toContain('Finding 4');
    expect(summary).toContain('Recommendation 3');
    expect(summary).not.toContain('Recommendation 4');
    expect(notifications).toEqual([
      { title: 'RCA Analysis Complete', body: `${LONG_PROBLEM.slice(0, 50)}...` },
    ]);
    // The run has ended: a reload would not re-attach to it.
    expect(localStorage.getItem(runStorageKey('c1'))).toBeNull();
  });

  it('exports the result as JSON and CSV with the success toasts', async () => {
    renderWorkflow();
    await fillForm();
    fireEvent.click(startButton());
    await within(dialog()).findByText('Hypothesis generation');
    await nextPoll('completed');
    await screen.findByRole('heading', { name: 'RCA Analysis Results' });

    fireEvent.click(screen.getByRole('button', { name: 'JSON' }));
    expect(await screen.findByText('RCA result exported as JSON successfully')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
    expect(await screen.findByText('RCA result exported as CSV successfully')).toBeInTheDocument();
    expect(downloads.map((d) => d.name)).toEqual(['rca-result-r1.json', 'rca-result-r1.csv']);
    const json = JSON.parse(await downloads[0]!.blob.text()) as { root_cause: string; confidence: number };
    expect(json).toMatchObject({ root_cause: server.result.root_cause, confidence: 0.86 });
    const csv = await downloads[1]!.blob.text();
    expect(csv.split('\r\n')[0]).toBe('section,item,detail,priority/status,confidence');
    expect(csv).toContain('root_cause,Revenue fell in region = West (orders down 60%),,,0.86');
  });

  it('shows the failed view with the error, posts the failure, and Try Again reopens the filled form', async () => {
    server.status = 'failed';
    server.error = "Data source 'nope' was not found";
    const { onPostMessage, onClose } = renderWorkflow();
    await fillForm('Orders fell');
    fireEvent.click(startButton());

    expect(await screen.findByRole('heading', { name: 'RCA Investigation Failed' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent("Data source 'nope' was not found");
    await waitFor(() => expect(onPostMessage).toHaveBeenCalledTimes(1));
    expect(String(onPostMessage.mock.calls[0]?.[0])).toContain("Error: Data source 'nope' was not found");
    expect(notifications).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(await screen.findByRole('heading', { name: 'Configure RCA Investigation' })).toBeInTheDocument();
    expect(screen.getByLabelText('Problem description')).toHaveValue('Orders fell');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("toasts 'Failed to load RCA analysis result' when a completed run's result cannot be read", async () => {
    server.status = 'completed';
    const { onPostMessage } = renderWorkflow();
    const base = rcaHandler;
    mockFetch((call) =>
      call.url.endsWith('/rca/requests/r1/result/')
        ? jsonResponse({ success: false, error: 'gone' }, 404)
        : (base(server, call) ?? jsonResponse({ success: false, error: 'Not found' }, 404)),
    );
    await fillForm();
    fireEvent.click(startButton());
    expect(await screen.findByRole('heading', { name: 'RCA Investigation Failed' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load RCA analysis result')).toBeInTheDocument();
    await waitFor(() => expect(onPostMessage).toHaveBeenCalledTimes(1));
  });

  it('cancels a running investigation', async () => {
    renderWorkflow();
    await fillForm();
    fireEvent.click(startButton());
    await within(dialog()).findByText('Hypothesis generation');
    fireEvent.click(screen.getByRole('button', { name: /Cancel Investigation/ }));
    expect(await screen.findByRole('heading', { name: 'RCA Investigation Cancelled' })).toBeInTheDocument();
    expect(
      calls.filter((c) => c.url.endsWith('/rca/requests/r1/cancel/') && c.method === 'POST'),
    ).toHaveLength(1);
    expect(localStorage.getItem(runStorageKey('c1'))).toBeNull();
  });

  it('re-attaches after a reload: the modal opens on its own on the running request and follows it', async () => {
    localStorage.setItem(
      runStorageKey('c1'),
      JSON.stringify({ requestId: 'r1', problem: 'Revenue dropped last week', notify: false }),
    );
    server.status = 'in_progress_75';
    server.session = makeSession({ phase: 'test_execution', iteration: 5, progress_percentage: 75 });
    const { onPostMessage } = renderWorkflow({ open: false });
    expect(await screen.findByRole('heading', { name: 'RCA Investigation in Progress' })).toBeInTheDocument();
    expect(await screen.findByText('Test execution')).toBeInTheDocument();
    expect(screen.getByText('Iteration 5 of 7')).toBeInTheDocument();
    // Nothing was created or started again.
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await nextPoll('completed');
    expect(await screen.findByRole('heading', { name: 'RCA Analysis Results' })).toBeInTheDocument();
    await waitFor(() => expect(onPostMessage).toHaveBeenCalledTimes(1));
  });

  it('does not post the summary twice when another tab already reported the end of the run', async () => {
    localStorage.setItem(
      runStorageKey('c1'),
      JSON.stringify({ requestId: 'r1', problem: 'Revenue dropped last week', notify: true }),
    );
    const { onPostMessage } = renderWorkflow({ open: false });
    expect(await screen.findByText('Hypothesis generation')).toBeInTheDocument();
    // The other tab saw the end first and took the run out of storage.
    localStorage.removeItem(runStorageKey('c1'));
    await nextPoll('completed');
    expect(await screen.findByRole('heading', { name: 'RCA Analysis Results' })).toBeInTheDocument();
    expect(onPostMessage).not.toHaveBeenCalled();
    expect(notifications).toEqual([]);
  });

  it('forgets a remembered run the server no longer knows, and stays closed', async () => {
    localStorage.setItem(
      runStorageKey('c1'),
      JSON.stringify({ requestId: 'gone', problem: 'Old run', notify: false }),
    );
    renderWorkflow({ open: false });
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/rca/requests/gone/'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(runStorageKey('c1'))).toBeNull();
  });

  it('shows the progress the chat socket forwards at once, and reads the end without waiting for a poll', async () => {
    const listeners = new Set<(frame: { type: string }) => void>();
    const frames: FrameSource = (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    const emit = (frame: { type: string } & Record<string, unknown>) =>
      act(() => {
        for (const listener of listeners) listener(frame);
      });
    const progress = {
      type: 'rca_progress',
      status: 'in_progress_75',
      phase: 'result_analysis',
      iteration: 6,
      total_iterations: 7,
      tools_used: ['localize_change', 'welch_t_test'],
      progress_percentage: 80,
      status_message: 'Weighing the evidence',
      estimated_time_remaining: 20,
      hypotheses: [],
      logs: [{ step_type: 'analysis', message: 'Live step', tool_name: 'welch_t_test', level: 'info' }],
      timestamp: '2026-01-05T10:00:09Z',
    };
    renderWorkflow({ frames });
    await fillForm();
    fireEvent.click(startButton());
    await within(dialog()).findByText('Hypothesis generation');

    // Another request's progress is not this run's.
    await emit({ ...progress, request_id: 'other', phase: 'conclusion' });
    expect(within(dialog()).queryByText('Conclusion')).toBeNull();

    await emit({ ...progress, request_id: 'r1' });
    expect(within(dialog()).getByText('Result analysis')).toBeInTheDocument();
    expect(screen.getByText('Iteration 6 of 7')).toBeInTheDocument();
    expect(screen.getByText('80%')).toBeInTheDocument();
    expect(screen.getByText('Weighing the evidence')).toBeInTheDocument();
    expect(screen.getByText('welch_t_test', { selector: 'li' })).toBeInTheDocument();
    const activity = screen.getByRole('list', { name: 'Recent activity' });
    expect(within(activity).getByText('Live step')).toBeInTheDocument();
    expect(within(activity).getAllByRole('listitem')).toHaveLength(5);

    const polls = server.polls;
    server.status = 'completed';
    await emit({
      type: 'rca_completed',
      request_id: 'r1',
      status: 'completed',
      root_cause: 'x',
      confidence: 0.9,
    });
    // Well before the next 5 s poll (a slow machine can only make this pass late, never fail).
    expect(
      await screen.findByRole('heading', { name: 'RCA Analysis Results' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(server.polls).toBe(polls + 1);
  });

  it('keeps a run per conversation: another conversation does not see it', async () => {
    localStorage.setItem(
      runStorageKey('c1'),
      JSON.stringify({ requestId: 'r1', problem: 'Revenue dropped last week', notify: false }),
    );
    renderWorkflow({ open: false, conversationId: 'c2' });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.url.includes('/rca/requests/'))).toBe(false);
  });

  it('gives up after 500 polls with the catalogue text', async () => {
    const { onPostMessage } = renderWorkflow();
    await fillForm();
    fireEvent.click(startButton());
    await within(dialog()).findByText('Hypothesis generation');
    await act(() => vi.advanceTimersByTimeAsync(499 * 5000));
    expect(await screen.findByRole('heading', { name: 'RCA Investigation Failed' })).toBeInTheDocument();
    expect(server.polls).toBe(500);
    expect(screen.getByText('RCA investigation polling timeout after 500 polls')).toBeInTheDocument();
    await waitFor(() => expect(onPostMessage).toHaveBeenCalledTimes(1));
  });
});
