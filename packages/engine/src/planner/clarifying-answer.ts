/** The reply that asks back: a clarifying question over a dataset, its choices as a choices block. */
import type { AnalystClarify } from '@ai-analyst/contract';
import { toFence, type ChoicesItem } from '../charts/render-items';
import type { Answer } from './answer';

/** A clarifying answer (or a decline, without choices): no tool ran; each choice is meant to be sent as the next message. */
export function clarifyingAnswer(dataset: string, clarify: AnalystClarify, confidence: number): Answer {
  const item: ChoicesItem = { type: 'choices', choices: clarify.choices };
  // a decline (nothing to choose) is the sentence alone
  const items = clarify.choices.length ? [item] : [];
  return {
    plan: { tool: null, args: {}, understood: clarify.question, dataset, intent: 'aggregate' },
    items,
    steps: [],
    markdown: [clarify.question, ...items.map(toFence)].join('\n\n'),
    clarify,
    confidence,
  };
}
