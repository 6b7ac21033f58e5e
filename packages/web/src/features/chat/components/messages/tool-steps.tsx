import { CheckCircle2, ChevronRight, Wrench, XCircle } from 'lucide-react';
import type { Message } from '@ai-analyst/contract/chat-types';
import type { ToolCall } from '@ai-analyst/contract/message-metadata';
import { RichContent } from '../../../../components/rich-content/rich-content';
import './tool-steps.css';

/** A tool call as the server stores it in `metadata.tool_calls`; older messages may hold others. */
const isStep = (value: unknown): value is ToolCall =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ToolCall).name === 'string' &&
  typeof (value as ToolCall).ok === 'boolean';

/**
 * The tool calls shown under a reply: in tool enhanced mode every reply that used tools shows
 * them (the selected tool, or the planner's or the model's calls). Other modes keep
 * them out of the way.
 */
export function toolStepsOf(message: Message): ToolCall[] {
  const meta = message.metadata ?? {};
  if (message.message_type !== 'assistant' || meta.mode !== 'tool_enhanced') return [];
  const calls: unknown = meta.tool_calls;
  return Array.isArray(calls) ? calls.filter(isStep) : [];
}

function argumentsText(value: unknown): string {
  try {
    return JSON.stringify(value ?? {}, null, 2);
  } catch {
    return String(value);
  }
}

/** Collapsible steps: each tool with its arguments and what it returned (or why it failed). */
export function ToolSteps({ steps }: { steps: ToolCall[] }) {
  if (steps.length === 0) return null;
  const failed = steps.filter((s) => !s.ok).length;
  return (
    <details className="tool-steps">
      <summary>
        <ChevronRight size={14} className="tool-steps-chevron" aria-hidden />
        <Wrench size={14} aria-hidden />
        <span>
          {steps.length === 1 ? 'Used 1 tool' : `Used ${steps.length} tools`}
          {failed > 0 && ` · ${failed} failed`}
        </span>
        <span className="tool-steps-names">{steps.map((s) => s.name).join(' → ')}</span>
      </summary>
      <ol>
        {steps.map((step, index) => (
          <li key={index}>
            <details className="tool-step">
              <summary>
                <ChevronRight size={13} className="tool-steps-chevron" aria-hidden />
                {step.ok ? (
                  <CheckCircle2 size={14} className="tool-step-ok" aria-label="Succeeded" />
                ) : (
                  <XCircle size={14} className="tool-step-failed" aria-label="Failed" />
                )}
                <code>{step.name}</code>
              </summary>
              <div className="tool-step-body">
                <p className="tool-step-label">Arguments</p>
                <pre>{argumentsText(step.arguments)}</pre>
                {step.result && (
                  <>
                    <p className="tool-step-label">Result</p>
                    <div className="tool-step-result">
                      <RichContent content={step.result} />
                    </div>
                  </>
                )}
                {step.error && (
                  <>
                    <p className="tool-step-label">Error</p>
                    <p className="tool-step-error">{step.error}</p>
                  </>
                )}
              </div>
            </details>
          </li>
        ))}
      </ol>
    </details>
  );
}
