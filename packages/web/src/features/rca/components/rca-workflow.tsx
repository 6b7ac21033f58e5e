/**
 * The RCA workflow, hosted by the chat page: one modal that walks through the request form, the
 * progress of the run, and its result (with JSON, PDF and CSV exports), failure or cancellation.
 *
 *   <RcaWorkflow open={open} onClose={() => setOpen(false)} conversationId={id} onPostMessage={post} />
 *
 * - `open`: the host's flag ('Configure RCA Investigation' sets it). The modal also opens by itself
 *   when a reload finds a run of this conversation still going (localStorage), so the user is
 *   back on its progress view.
 * - `onClose`: called when the user closes the modal. A run keeps going in the background while
 *   closed; reopening shows its progress or its result.
 * - `conversationId`: the run is remembered per conversation; switching conversation follows the
 *   other conversation's run, if any.
 * - `onPostMessage(markdown)`: called once when a run ends, with the chat summary (root cause,
 *   confidence, top 3 findings and recommendations) or the failure message.
 * - `frames`: the conversation's chat socket frames; the server forwards the run's progress there,
 *   so it shows at once and the end arrives without waiting for the next 5 s poll.
 *
 * It needs a QueryClientProvider above it; nothing else.
 */
import { useCallback, useId, useState, type ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, History, Loader2, RotateCcw, Search, XCircle } from 'lucide-react';
import type { RcaResult } from '@ai-analyst/contract/rca-types';
import { useClientConfigurations } from '../api/queries';
import {
  RESULT_LOAD_FAILED,
  useRcaInvestigation,
  type FrameSource,
  type InvestigationStatus,
} from '../hooks/use-rca-investigation';
import { useToasts } from '../hooks/use-toasts';
import { notifyCompletion } from '../utils/browser-notifications';
import { emptyForm, type RcaFormValues } from '../utils/form';
import { readRun, type StoredRun } from '../utils/run-storage';
import { failureMarkdown, summaryMarkdown } from '../utils/summary';
import { CancelledView, FailedView } from './ended-views';
import { ExportButtons } from './export-buttons';
import { ProgressView } from './progress-view';
import { RcaModal } from './rca-modal';
import { RequestForm, RequestFormFooter } from './request-form';
import { ResultView } from './result-view';
import { Toasts } from './toasts';
import '../rca.css';
import '../rca-views.css';

export interface RcaWorkflowProps {
  open: boolean;
  onClose(): void;
  conversationId: string | null;
  onPostMessage?(markdown: string): Promise<void> | void;
  /** The frames of the conversation's chat socket, which carry the run's live progress. */
  frames?: FrameSource;
}

const RUNNING: InvestigationStatus[] = ['creating_request', 'starting_investigation', 'investigating'];

const TITLES: Record<InvestigationStatus, string> = {
  idle: 'Configure RCA Investigation',
  creating_request: 'RCA Investigation in Progress',
  starting_investigation: 'RCA Investigation in Progress',
  investigating: 'RCA Investigation in Progress',
  completed: 'RCA Analysis Results',
  failed: 'RCA Investigation Failed',
  cancelled: 'RCA Investigation Cancelled',
};

export function RcaWorkflow(props: RcaWorkflowProps) {
  // A fresh workflow per conversation: its own form, run and re-attachment.
  return <ConversationRcaWorkflow key={props.conversationId ?? 'none'} {...props} />;
}

function ConversationRcaWorkflow({ open, onClose, conversationId, onPostMessage, frames }: RcaWorkflowProps) {
  const { toasts, show, dismiss } = useToasts();
  const formId = useId();
  const [reattached, setReattached] = useState(() => readRun(conversationId) !== null);
  const [formValues, setFormValues] = useState<RcaFormValues>(() => emptyForm());
  const [formKey, setFormKey] = useState(0);
  const [submitBlocked, setSubmitBlocked] = useState(true);

  const post = useCallback(
    async (markdown: string) => {
      if (!onPostMessage) return;
      try {
        await onPostMessage(markdown);
      } catch {
        show('error', 'Failed to post the RCA summary to the conversation');
      }
    },
    [onPostMessage, show],
  );

  const { state, submit, cancel, reset, cancelError } = useRcaInvestigation(
    conversationId,
    {
      onCompleted: (result: RcaResult, run: StoredRun) => {
        void post(summaryMarkdown(result, run.problem));
        if (run.notify) notifyCompletion(run.problem);
      },
      onLost: () => setReattached(false),
      onFailed: (error: string, run: StoredRun) => {
        if (error.startsWith(RESULT_LOAD_FAILED)) show('error', RESULT_LOAD_FAILED);
        void post(failureMarkdown(error, run.problem));
      },
    },
    frames,
  );
  const visible = open || reattached;
  const configurations = useClientConfigurations(visible && state.status === 'completed');
  const running = RUNNING.includes(state.status);

  const close = () => {
    setReattached(false);
    if (state.status === 'completed' || state.status === 'cancelled') {
      reset();
      setFormValues(emptyForm());
      setFormKey((k) => k + 1);
    } else if (state.status === 'failed') reset();
    onClose();
  };

  const restartForm = (values: RcaFormValues) => {
    reset();
    setFormValues(values);
    setFormKey((k) => k + 1);
  };

  const onSubmit = (values: RcaFormValues) => {
    setFormValues(values);
    void submit(values);
  };

  let body: ReactNode;
  let footer: ReactNode;
  if (state.status === 'idle') {
    body = (
      <RequestForm
        key={formKey}
        formId={formId}
        initial={formValues}
        loading={false}
        onSubmit={onSubmit}
        onSubmitBlocked={setSubmitBlocked}
      />
    );
    footer = (
      <>
        <a className="button button-secondary rca-past" href="#rca-reports" onClick={() => close()}>
          <History size={16} aria-hidden /> Past investigations
        </a>
        <RequestFormFooter formId={formId} loading={false} blocked={submitBlocked} onCancel={close} />
      </>
    );
  } else if (running) {
    body = (
      <ProgressView
        status={state.status}
        problem={state.problem}
        request={state.request}
        session={state.session}
        cancelError={cancelError}
      />
    );
    footer = (
      <>
        <button type="button" className="button button-secondary" onClick={close}>
          Hide
        </button>
        <button
          type="button"
          className="button rca-button-danger"
          disabled={!state.request?.id || state.status !== 'investigating'}
          onClick={() => void cancel()}
        >
          <XCircle size={16} aria-hidden /> Cancel Investigation
        </button>
      </>
    );
  } else if (state.status === 'completed' && state.result) {
    body = (
      <ResultView result={state.result} request={state.request} configurations={configurations.data ?? []} />
    );
    footer = (
      <>
        <ExportButtons result={state.result} problem={state.problem} notify={show} />
        <button type="button" className="button button-secondary" onClick={() => restartForm(emptyForm())}>
          <Search size={16} aria-hidden /> New Investigation
        </button>
        <button type="button" className="button button-primary" onClick={close}>
          Close
        </button>
      </>
    );
  } else if (state.status === 'failed') {
    body = <FailedView error={state.error ?? 'The investigation failed'} problem={state.problem} />;
    footer = (
      <EndedFooter onClose={close} onRestart={() => restartForm(formValues)}>
        <RotateCcw size={16} aria-hidden /> Try Again
      </EndedFooter>
    );
  } else {
    body = <CancelledView problem={state.problem} />;
    footer = (
      <EndedFooter onClose={close} onRestart={() => restartForm(formValues)}>
        <Search size={16} aria-hidden /> New Investigation
      </EndedFooter>
    );
  }

  const icon =
    state.status === 'failed' ? (
      <AlertTriangle size={18} aria-hidden />
    ) : state.status === 'completed' ? (
      <CheckCircle2 size={18} aria-hidden />
    ) : running ? (
      <Loader2 size={18} className="rca-spin" aria-hidden />
    ) : (
      <Search size={18} aria-hidden />
    );

  return (
    <>
      {visible && (
        <RcaModal
          title={TITLES[state.status]}
          subtitle={
            state.status === 'idle'
              ? 'Describe the problem and where the data is; the analysis runs in the background.'
              : undefined
          }
          icon={icon}
          tone={state.status === 'failed' ? 'danger' : 'default'}
          viewKey={state.status}
          onClose={close}
          footer={footer}
        >
          {body}
        </RcaModal>
      )}
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

/** The footer of a failed or cancelled run: Close, and the restart button (`children` is its label). */
function EndedFooter({
  onClose,
  onRestart,
  children,
}: {
  onClose(): void;
  onRestart(): void;
  children: ReactNode;
}) {
  return (
    <>
      <button type="button" className="button button-secondary" onClick={onClose}>
        Close
      </button>
      <button type="button" className="button button-primary" onClick={onRestart}>
        {children}
      </button>
    </>
  );
}
