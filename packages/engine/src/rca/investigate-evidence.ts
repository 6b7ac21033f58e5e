/**
 * Evidence about the localized segments: how strongly the best one beats the noise bound, and how
 * the change splits between the segments and the rest of the table.
 */
import { segmentDailySeries, type DailyPoint } from './investigate-data.js';
import type { MetricSpec, SqlRunner } from './investigate-types.js';
import { windowSymptom } from './investigate-window.js';
import type { PeriodReading } from './request.js';
import type { Direction, LeafTable, LocalizationResult, RootCauseElement } from './types.js';

/**
 * The direction the localization searches: the way the request says the metric moved ("why did
 * orders drop"), else the way the total moved. The view of a ratio may be its complement: its own
 * totals give the total's direction there, flipped with it when the request says otherwise.
 */
export function searchDirection(
  view: LeafTable,
  twoParts: boolean,
  change: number,
  asked: Direction | undefined,
): Direction {
  const viewDown = view.real.reduce((a, b) => a + b, 0) < view.predict.reduce((a, b) => a + b, 0);
  const totalDown = change < 0;
  const flip = asked !== undefined && (asked === 'down') !== totalDown;
  return (twoParts ? viewDown : totalDown) !== flip ? 'down' : 'up';
}

export interface SegmentTest {
  element: RootCauseElement;
  p: number;
  adjusted: number;
  series: DailyPoint[];
}

/**
 * Each localized segment's own daily values (the first three whose change is material), tested
 * like the total and corrected for having searched every candidate segment (Bonferroni over the
 * candidates); then the rest of the table without them: did it move too, beyond its noise?
 */
export async function testSegments(
  runner: SqlRunner,
  table: string,
  timeColumn: string,
  parts: string[],
  metric: MetricSpec,
  windows: PeriodReading,
  localization: LocalizationResult,
  series: DailyPoint[],
  minSegmentChange: number,
): Promise<{ segmentTests: SegmentTest[]; segmentP: number; outsideP: number | undefined }> {
  const labels = { current: windows.currentLabel, baseline: windows.baselineLabel };
  const segmentTests: SegmentTest[] = [];
  for (const element of localization.elements.slice(0, 3)) {
    if (Math.abs(element.change) < minSegmentChange) continue;
    const own = await segmentDailySeries(runner, table, timeColumn, parts, element.pairs);
    const test = windowSymptom(metric, own, windows.current, windows.baseline, labels);
    segmentTests.push({
      element,
      p: test.p,
      adjusted: Math.min(1, test.p * Math.max(1, localization.candidates)),
      series: own,
    });
  }
  const segmentP = Math.min(1, ...segmentTests.map((t) => t.adjusted));
  let outsideP: number | undefined;
  if (segmentTests.length > 0) {
    const inside = new Map<string, number[]>();
    for (const t of segmentTests)
      for (const d of t.series) {
        const sums = inside.get(d.day) ?? d.parts.map(() => 0);
        d.parts.forEach((v, k) => (sums[k] = sums[k]! + v));
        inside.set(d.day, sums);
      }
    const rest = series.map((d) => ({
      ...d,
      parts: d.parts.map((v, k) => v - (inside.get(d.day)?.[k] ?? 0)),
    }));
    outsideP = windowSymptom(metric, rest, windows.current, windows.baseline, labels).p;
  }
  return { segmentTests, segmentP, outsideP };
}

/**
 * Evidence of the strongest material element. Gains are twice a log-likelihood ratio, so beating
 * the noise bound by Δ makes the element e^(Δ/2) times likelier than the best chance element:
 * strength = 1 − e^(−Δ/2); 0 when no element beats the bound.
 */
export function segmentStrength(localization: LocalizationResult | undefined, minChange: number): number {
  let best = 0;
  for (const e of localization?.elements ?? []) {
    if (Math.abs(e.change) < minChange || e.score <= localization!.threshold) continue;
    best = Math.max(best, 1 - Math.exp(-(e.score - localization!.threshold) / 2));
  }
  return best;
}

/** Relative change inside and outside the localized elements, and the inside share of the change. */
export function insideOutside(view: LeafTable, elements: RootCauseElement[]) {
  const attributeIndex = new Map(view.attributes.map((a, i) => [a, i]));
  const matchers = elements.map((e) =>
    e.pairs.map((p) => {
      const a = attributeIndex.get(p.attribute)!;
      return { a, code: view.values[a]!.indexOf(p.value) };
    }),
  );
  const sums = { inReal: 0, inPredict: 0, outReal: 0, outPredict: 0 };
  for (let i = 0; i < view.real.length; i++) {
    const inside = matchers.some((m) => m.every(({ a, code }) => view.codes[a]![i] === code));
    if (inside) {
      sums.inReal += view.real[i]!;
      sums.inPredict += view.predict[i]!;
    } else {
      sums.outReal += view.real[i]!;
      sums.outPredict += view.predict[i]!;
    }
  }
  const change = (r: number, p: number) => (p !== 0 ? (r - p) / Math.abs(p) : 0);
  const total = sums.inReal + sums.outReal - sums.inPredict - sums.outPredict;
  return {
    totalChange: change(sums.inReal + sums.outReal, sums.inPredict + sums.outPredict),
    insideChange: change(sums.inReal, sums.inPredict),
    outsideChange: change(sums.outReal, sums.outPredict),
    insideShare: total !== 0 ? (sums.inReal - sums.inPredict) / total : 0,
  };
}
