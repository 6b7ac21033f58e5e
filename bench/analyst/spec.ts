/**
 * The shape of a benchmark table and its questions. A question is a tuple: what a person types,
 * its kind, and the reference SQL over the table `t` whose result cells are the expected values
 * (every cell must appear in the analyst's reply). `null` SQL means the right reply is a
 * clarifying question or a plain decline: any stated number is wrong.
 */

/** The kinds of question the bench reports accuracy for. */
export const KINDS = [
  'aggregate',
  'filtered',
  'group-by',
  'calendar',
  'top-n',
  'argmax',
  'share',
  'compare',
  'correlation',
  'lookup',
  'missing',
  'follow-up',
  'clarify',
] as const;
export type Kind = (typeof KINDS)[number];

/** [question as typed, kind, reference SQL over `t` or null when a clarifying question is right]. */
export type QuestionTuple = readonly [question: string, kind: Kind, sql: string | null];

export interface BenchTable {
  /** Dataset name in the analyst's workspace. */
  name: string;
  /** File under the part's data/ folder, given to the analyst as is. */
  file: string;
  domain: string;
  /**
   * SELECT that builds the reference table `t` from `{file}` (the absolute path), with the types
   * written out by hand so that expected values never depend on the engine's type detection.
   */
  load: string;
  /**
   * In order: a `follow-up` question continues the conversation of the question before it and
   * gets that answer's query as its previous query, and the question before (as that answer read
   * it) as its previous question, as the product passes them.
   */
  questions: readonly QuestionTuple[];
}

export const table = (spec: BenchTable): BenchTable => spec;
