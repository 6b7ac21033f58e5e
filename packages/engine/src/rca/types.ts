/**
 * Shared shapes of the root cause localization engine.
 *
 * A `LeafTable` holds one row ("leaf") per combination of categorical attribute values, with the
 * real and the expected (predicted) value of an additive KPI. Attribute values are integer-encoded
 * once (`codes[attribute][leaf]` indexes `values[attribute]`), so the hot loops never touch strings.
 */

/** Leaves of an additive KPI, integer-encoded by attribute. */
export interface LeafTable {
  /** Attribute (dimension) names, e.g. `['region', 'channel']`. */
  attributes: string[];
  /** Per attribute, the distinct values; a code is an index into this list. */
  values: string[][];
  /** Per attribute, one code per leaf. */
  codes: Uint32Array[];
  /** Observed value of each leaf. */
  real: Float64Array;
  /** Expected value of each leaf (forecast, baseline or previous period). */
  predict: Float64Array;
  /**
   * Optional variance of real - predict under pure counting noise, per leaf (up to a fitted
   * factor). Default: the leaf level (Poisson counts). Proportions pass the binomial variance.
   */
  countVariance?: Float64Array;
}

/**
 * Leaves of a derived ratio KPI such as a failure rate (numerator / denominator), both parts additive.
 * The localization works on the numerator, re-expected with the actual denominator (see `derived.ts`).
 */
export interface RatioLeafTable {
  attributes: string[];
  values: string[][];
  codes: Uint32Array[];
  realNumerator: Float64Array;
  predictNumerator: Float64Array;
  realDenominator: Float64Array;
  predictDenominator: Float64Array;
}

/** One attribute fixed to one value. */
export interface AttributeValue {
  attribute: string;
  value: string;
}

/** Which way the anomaly goes: the KPI rose above or fell below its expectation. */
export type Direction = 'up' | 'down';

/** One localized element: a combination of attribute values and what it explains. */
export interface RootCauseElement {
  /** The pairs, sorted by attribute name. */
  pairs: AttributeValue[];
  /** `a=a1&b=b2`, pairs sorted by attribute name (the benchmark's convention). */
  key: string;
  /** Sum of the real values of the element's leaves. */
  real: number;
  /** Sum of the expected values of the element's leaves. */
  predict: number;
  /** Relative change of the element, (real - predict) / predict (Infinity when predict is 0). */
  change: number;
  /** Share of the total deviation (real - predict over all leaves) that this element carries. */
  explainedShare: number;
  /** Evidence of the element: its likelihood-ratio gain in units of noise variance. */
  score: number;
}

/** Tuning of the localization; every field has a principled default. */
export interface LocalizeOptions {
  /** Deepest combination to consider (number of attributes fixed); default all attributes. */
  maxDepth?: number;
  /** Upper bound on the number of returned elements; default 10. */
  maxElements?: number;
  /** Direction of the anomaly; default inferred from the total deviation. */
  direction?: Direction | 'auto';
  /**
   * Multiplier of the selection threshold. An element is kept when its gain exceeds
   * `penalty * 2 ln(M)` with M the number of candidate elements (a Bonferroni-like bound
   * on the largest chance gain); default 1.
   */
  penalty?: number;
}

/** What the localization found, with the quantities a report needs. */
export interface LocalizationResult {
  elements: RootCauseElement[];
  direction: Direction;
  totalReal: number;
  totalPredict: number;
  /** Share of the total deviation explained by the elements together (leaves counted once). */
  explainedShare: number;
  /**
   * Fitted noise model: the variance of real - predict is `alpha * c + beta * l^2`, l the leaf's
   * level (see `noiseLevel`), c its count variance.
   */
  noise: { alpha: number; beta: number };
  /**
   * The level the noise variance scales with: the mean of real and expected, or the expected
   * value (chosen by which one leaves the unmoved leaves' deviations symmetric).
   */
  noiseLevel: 'mean' | 'expected';
  /** Number of candidate elements searched. */
  candidates: number;
  /** Gain an element had to beat to be kept (the noise bound). */
  threshold: number;
}
