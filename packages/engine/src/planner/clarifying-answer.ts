/** The reply that asks back: a clarifying question over a dataset, its choices as a choices block. */
import type { AnalystClarify } from '@ai-analyst/contract';
import { toFence, type ChoicesItem } from '../charts/render-items';
import type { Answer } from './answer';

/** A clarifying answer: no tool ran; each choice is meant to be sent as the next message. */
export function clarifyingAnswer(dataset: string, clarify: AnalystClarify, confidence: number): Answer {
  const item: ChoicesItem = { type: 'choices', choices: clarify.choices };
  return {
    plan: { tool: null, args: {}, understood: clarify.question, dataset, intent: 'aggregate' },
    items: [item],
    steps: [],
    markdown: `${clarify.question}\n\n${toFence(item)}`,
    clarify,
    confidence,
  };
}
