/**
 * Derived (ratio) KPIs such as a failure rate or a conversion rate.
 *
 * A ratio is not additive, so it cannot be summed over leaves. Its two parts are. We localize on
 * the numerator, re-expected with the actual denominator: a leaf's expected numerator is its
 * expected rate times its actual denominator. This keeps a traffic change (denominator) from
 * looking like a rate change, and makes a leaf count toward the anomaly exactly as much as its
 * rate moved, weighted by its volume. Leaves without history use the overall expected rate.
 */
import { localize } from './localize.js';
import type { LeafTable, LocalizationResult, LocalizeOptions, RatioLeafTable } from './types.js';

/** Pseudo-trials at the overall rate added to each leaf's history when estimating its rate. */
const PRIOR_TRIALS = 10;

/** The additive view of a ratio KPI: numerator against rate-expected numerator. */
export function ratioToAdditive(table: RatioLeafTable): LeafTable {
  const n = table.realNumerator.length;
  let numerator = 0;
  let denominator = 0;
  for (let i = 0; i < n; i++) {
    numerator += table.predictNumerator[i]!;
    denominator += table.predictDenominator[i]!;
  }
  const overallRate = denominator > 0 ? numerator / denominator : 0;
  const predict = new Float64Array(n);
  const countVariance = new Float64Array(n);
  let proportion = overallRate >= 0 && overallRate <= 1;
  for (let i = 0; i < n; i++) {
    const expectedDenominator = table.predictDenominator[i]!;
    const rate = expectedDenominator > 0 ? table.predictNumerator[i]! / expectedDenominator : overallRate;
    predict[i] = rate * table.realDenominator[i]!;
    if (table.realNumerator[i]! > table.realDenominator[i]! || rate > 1 || rate < 0) proportion = false;
    // Binomial variance of the numerator given the denominator, with the leaf's expected rate
    // shrunk toward the overall one so that a leaf without failures in its history still has
    // some (a pseudo-count of PRIOR_TRIALS trials at the overall rate).
    const shrunk =
      (table.predictNumerator[i]! + PRIOR_TRIALS * overallRate) /
      (Math.max(0, expectedDenominator) + PRIOR_TRIALS);
    countVariance[i] = table.realDenominator[i]! * shrunk * (1 - shrunk);
  }
  let real = table.realNumerator;
  if (proportion && overallRate > 0.5) {
    // A proportion and its complement carry the same information, but only the rarer event has
    // room to move both ways: a success count near its ceiling can fall far and rise little,
    // which would skew the noise model. Localize the rarer event (e.g. failures, not successes).
    real = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      real[i] = table.realDenominator[i]! - table.realNumerator[i]!;
      predict[i] = table.realDenominator[i]! - predict[i]!;
    }
  }
  return {
    attributes: table.attributes,
    values: table.values,
    codes: table.codes,
    real,
    predict,
    // Only a proportion (numerator within denominator) has binomial noise; otherwise Poisson.
    ...(proportion ? { countVariance } : {}),
  };
}

/** Localizes the elements behind an anomaly of a ratio KPI. */
export function localizeRatio(table: RatioLeafTable, options: LocalizeOptions = {}): LocalizationResult {
  return localize(ratioToAdditive(table), options);
}
