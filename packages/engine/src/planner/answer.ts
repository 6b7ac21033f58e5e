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
import { planQuestion, type Plan } from './planner';
import { indexDataset } from './schema-index';
import { suggestQuestions } from './suggestions';

export interface Answer {
  markdown: string;
  plan: Plan;
  /** The tool's result when it ran. */
  result?: ToolResult;
  items: RenderItem[];
  /** Set when the tool refused or failed; the markdown explains it in plain words. */
  error?: string;
}

export interface AnswerOptions {
  /** The conversation's datasets; default all of the workspace. */
  datasets?: string[];
  timeoutMs?: number;
}

function suggestionList(suggestions: string[] | undefined): string {
  return suggestions?.length
    ? `\n\nYou could ask, for example:\n${suggestions.map((s) => `- ${s}`).join('\n')}`
    : '';
}

/** Answers a plain-language question over the caller's datasets. */
export async function answerQuestion(
  registry: DatasetRegistry,
  question: string,
  options: AnswerOptions = {},
): Promise<Answer> {
  const plan = await planQuestion(registry, question, options.datasets);
  if (!plan.tool) {
    return {
      plan,
      items: [],
      markdown: `I could not turn this into an analysis. ${plan.understood}${suggestionList(plan.suggestions)}`,
    };
  }
  const tool = findTool(plan.tool);
  if (!tool)
    return { plan, items: [], markdown: `The ${plan.tool} tool is not available.`, error: 'tool_missing' };
  try {
    const result = await tool.run(plan.args, { registry, timeoutMs: options.timeoutMs });
    const parts = [`*${plan.understood}*`, result.text, ...result.items.map(toFence)].filter(
      (p) => p.trim() !== '',
    );
    return { plan, result, items: result.items, markdown: parts.join('\n\n') };
  } catch (error) {
    if (!(error instanceof ToolInputError || error instanceof DatasetError)) throw error;
    const suggestions = plan.dataset ? suggestQuestions(await indexDataset(registry, plan.dataset)) : [];
    return {
      plan,
      items: [],
      error: error.message,
      markdown: `*${plan.understood}*\n\nI could not answer it: ${error.message}${suggestionList(suggestions)}`,
    };
  }
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
