/**
 * The built-in analyst's reply: plan the question, run the tool, and write markdown with what
 * was understood, the narrative of the numbers and the tables and charts as fenced blocks. A
 * question that cannot be mapped, or a tool that refuses, still gets a helpful answer: what was
 * understood and concrete questions that work on this data.
 */
import type { DatasetRegistry } from '../data/registry';
import { toFence, type RenderItem } from '../charts/render-items';
import { findTool } from '../tools/catalog';
import { ToolInputError, type ToolResult } from '../tools/types';
import { DatasetError } from '../data/registry';
import { stepsFor, type AnalystMode } from './modes';
import { planQuestion, type Plan } from './planner';
import { indexDataset } from './schema-index';
import { suggestQuestions } from './suggestions';

export interface AnswerStep {
  tool: string;
  arguments: Record<string, unknown>;
  ok: boolean;
  /** The step's narrative (what the numbers say), for the collapsible tool steps. */
  result?: string;
  error?: string;
}

export interface Answer {
  markdown: string;
  plan: Plan;
  /** The first step's result when it ran. */
  result?: ToolResult;
  items: RenderItem[];
  /** Every tool call made, in order, with its arguments and outcome. */
  steps: AnswerStep[];
  /** Set when a tool refused or failed; the markdown explains it in plain words. */
  error?: string;
}

export interface AnswerOptions {
  /** The conversation's datasets; default all of the workspace. */
  datasets?: string[];
  timeoutMs?: number;
  /** The conversation's mode: time series and EDA widen the plan (see modes.ts). */
  mode?: AnalystMode;
  /** The tool picked in the Tools select, used when the question can be put to it. */
  tool?: string | null;
  /**
   * Where the standalone HTML report of a dataset's profile can be downloaded; when given, a
   * profile answer ends with a link to it.
   */
  reportUrl?: (dataset: string) => string;
}

function suggestionList(suggestions: string[] | undefined): string {
  return suggestions?.length
    ? `\n\nYou could ask, for example:\n${suggestions.map((s) => `- ${s}`).join('\n')}`
    : '';
}

/** A step's narrative, short enough to sit in a collapsed tool step. */
const summaryOf = (text: string) => (text.length > 1200 ? `${text.slice(0, 1200)}…` : text);

/** Answers a plain-language question over the caller's datasets. */
export async function answerQuestion(
  registry: DatasetRegistry,
  question: string,
  options: AnswerOptions = {},
): Promise<Answer> {
  const plan = await planQuestion(registry, question, options.datasets);
  const index = plan.dataset ? await indexDataset(registry, plan.dataset).catch(() => undefined) : undefined;
  const {
    steps: planned,
    understood,
    note,
  } = stepsFor(plan, { mode: options.mode, tool: options.tool, index });
  if (planned.length === 0) {
    return {
      plan,
      items: [],
      steps: [],
      markdown: `I could not turn this into an analysis. ${plan.understood}${suggestionList(plan.suggestions)}`,
    };
  }
  const parts: string[] = [`*${understood}*`];
  if (note) parts.push(note);
  const items: RenderItem[] = [];
  const steps: AnswerStep[] = [];
  let first: ToolResult | undefined;
  let error: string | undefined;
  for (const step of planned) {
    const tool = findTool(step.tool);
    if (!tool) {
      steps.push({ tool: step.tool, arguments: step.args, ok: false, error: 'tool_missing' });
      parts.push(`The ${step.tool} tool is not available.`);
      error ??= 'tool_missing';
      continue;
    }
    try {
      const result = await tool.run(step.args, { registry, timeoutMs: options.timeoutMs });
      first ??= result;
      steps.push({ tool: step.tool, arguments: step.args, ok: true, result: summaryOf(result.text) });
      items.push(...result.items);
      parts.push(result.text, ...result.items.map(toFence));
      const dataset = step.args.dataset;
      if (step.tool === 'profile' && options.reportUrl && typeof dataset === 'string')
        parts.push(`[Download the full EDA report (HTML)](${options.reportUrl(dataset)})`);
    } catch (caught) {
      if (!(caught instanceof ToolInputError || caught instanceof DatasetError)) throw caught;
      steps.push({ tool: step.tool, arguments: step.args, ok: false, error: caught.message });
      error ??= caught.message;
      parts.push(`I could not answer it${planned.length > 1 ? ` with ${step.tool}` : ''}: ${caught.message}`);
    }
  }
  if (!first && plan.dataset) {
    const suggestions = suggestQuestions(await indexDataset(registry, plan.dataset));
    parts.push(suggestionList(suggestions).trim());
  }
  return {
    plan,
    result: first,
    items,
    steps,
    ...(error ? { error } : {}),
    markdown: parts.filter((p) => p.trim() !== '').join('\n\n'),
  };
}

/** A planner bound to one workspace, as the server's built-in provider uses it. */
export class BuiltinAnalyst {
  constructor(private readonly registry: DatasetRegistry) {}

  plan(question: string, datasets?: string[]): Promise<Plan> {
    return planQuestion(this.registry, question, datasets);
  }

  answer(question: string, options?: AnswerOptions): Promise<Answer> {
    return answerQuestion(this.registry, question, options);
  }
}
