/**
 * The root cause investigation driver: from a problem statement and a table to a root cause with
 * a calibrated confidence, findings, recommendations and a report.
 *
 * It walks the phases of an investigation (initialization → symptom analysis → hypothesis
 * generation → test planning → test execution → result analysis → conclusion), reporting progress
 * at every step and stopping at the next step when the caller's AbortSignal fires. The data stays
 * in DuckDB: two aggregate queries (the daily series, the per-segment period totals) feed the
 * symptom test, the localization (`localize.ts`) and the hypothesis tests.
 */
import { changeStart, describeStart, eventAtStart } from './change-start.js';
import { ratioToAdditive } from './derived.js';
import {
  dailySeries,
  expectedSegmentTotals,
  metricName,
  metricParts,
  quoteIdent,
  segmentTotals,
  windowSegmentTotals,
} from './investigate-data.js';
import { conclude, describeConclusion } from './investigate-conclusion.js';
import { resolveInputs } from './investigate-inputs.js';
import { initialHypotheses, judge, type Evidence } from './investigate-hypotheses.js';
import { formatP, number, percent, renderReport } from './investigate-report.js';
import { decompose, leavesOf, mixEffect } from './investigate-leaves.js';
import { kpi, symptomAgainstExpected, symptom as testSymptom } from './investigate-stats.js';
import { windowSymptom } from './investigate-window.js';
import { insideOutside, searchDirection, segmentStrength, testSegments } from './investigate-evidence.js';
import { assertNotConstant, configuredWindows, contextEvents, granularity } from './investigate-time.js';
import { askedDirection, readPeriod, type PeriodReading } from './request.js';
import { rangeDays } from './request-dates.js';
import {
  InvestigationCancelledError,
  type Hypothesis,
  type InvestigationLogEntry,
  type InvestigationPhase,
  type InvestigationRequest,
  type InvestigationResult,
  type SqlRunner,
} from './investigate-types.js';
import { localize } from './localize.js';
import type { LeafTable, LocalizationResult } from './types.js';

const PHASES: InvestigationPhase[] = [
  'initialization',
  'symptom_analysis',
  'hypothesis_generation',
  'test_planning',
  'test_execution',
  'result_analysis',
  'conclusion',
];
const PROGRESS: Record<InvestigationPhase, number> = {
  initialization: 5,
  symptom_analysis: 20,
  hypothesis_generation: 35,
  test_planning: 45,
  test_execution: 60,
  result_analysis: 85,
  conclusion: 100,
};

/** Runs one investigation; resolves with the result or rejects with a plain-words error. */
export async function investigate(
  runner: SqlRunner,
  request: InvestigationRequest,
): Promise<InvestigationResult> {
  const options = request.options ?? {};
  const tools = new Set<string>();
  const log: InvestigationLogEntry[] = [];
  let hypotheses: Hypothesis[] = [];
  const step = (phase: InvestigationPhase, message: string, tool?: string, percentage = PROGRESS[phase]) => {
    if (request.signal?.aborted) throw new InvestigationCancelledError();
    if (tool) tools.add(tool);
    log.push({ step_type: phase, message, level: 'info', ...(tool ? { tool_name: tool } : {}) });
    request.onProgress?.({
      phase,
      iteration: PHASES.indexOf(phase) + 1,
      total_iterations: PHASES.length,
      tools_used: [...tools],
      progress_percentage: percentage,
      status_message: message,
      hypotheses: hypotheses.map((h) => ({ ...h })),
      log: [...log],
    });
  };

  // Initialization: what to analyze.
  step('initialization', `Reading the schema of ${request.table}.`, 'describe_table', 2);
  const inputs = await resolveInputs(runner, request.table, request.problem, request, options);
  const { metric, timeColumn, expected, dimensions } = inputs;
  const defaults = [...inputs.defaults];
  const label = metricName(metric);
  // Actual against expected: the expected values ride along as a second part.
  const parts = expected
    ? [...metricParts(metric), `CAST(${quoteIdent(expected)} AS DOUBLE)`]
    : metricParts(metric);
  const kpiOf = (values: number[]) => kpi(metric, values);
  const twoParts = metric.kind === 'ratio' || metric.kind === 'mean';
  step(
    'initialization',
    `Metric ${label}${expected ? ` against ${expected}` : ''}, time column ${timeColumn ?? '(none)'}, dimensions ${dimensions.join(', ') || '(none)'}.`,
  );

  // Symptom analysis: the periods compared, or the actual against the expected.
  const series = timeColumn ? await dailySeries(runner, request.table, timeColumn, parts) : [];
  // Weekly or monthly data (one point every several days): periods count points, not days.
  const unit = granularity(series);
  step(
    'symptom_analysis',
    timeColumn
      ? `Read ${series.length} ${unit ?? 'day'}s of ${label}.`
      : `Reading ${label} against ${expected}.`,
    'sql_query',
    10,
  );
  if (!expected && series.length < 2)
    throw new Error(
      series.length === 0
        ? `The time column ${timeColumn} holds no dates; there is nothing to compare.`
        : `The table holds a single day of data (${series[0]!.day.slice(0, 10)}); there is nothing to compare.`,
    );
  if (!expected) assertNotConstant(series, label, kpiOf);
  const bucketed = unit !== undefined;
  const firstDay = series[0]?.day.slice(0, 10);
  const lastDay = series[series.length - 1]?.day.slice(0, 10);
  // Daily data, or any data whose request names its periods, compares two date windows.
  let windows: PeriodReading | undefined;
  if (!expected && firstDay && lastDay) {
    const read = readPeriod(request.problem, firstDay, lastDay);
    // Weekly or monthly data asked about its last periods keeps comparing whole periods with
    // their trend; calendar periods (a quarter, a month, a date on) compare date windows.
    if (read.named && !(bucketed && read.currentLabel.startsWith('the last'))) windows = read;
    else if (!bucketed)
      windows = options.periodDays
        ? configuredWindows(options.periodDays, options.baselinePeriods ?? 1, firstDay, lastDay)
        : read;
    if (windows) defaults.push(...windows.defaults);
  }
  const periodDays = bucketed
    ? (options.periodDays ?? 1)
    : (options.periodDays ?? Math.max(1, Math.min(7, Math.floor(series.length / (expected ? 1 : 2)))));
  // Bucketed data compares the last period with the trend of the (up to 4) periods before it.
  const baselinePeriods = expected
    ? 1
    : Math.max(
        1,
        Math.min(
          options.baselinePeriods ?? (bucketed ? 4 : 1),
          Math.floor(series.length / periodDays) - 1 || 1,
        ),
      );
  const window = windows
    ? windows.currentLabel
    : !timeColumn
      ? 'all rows'
      : bucketed
        ? periodDays === 1
          ? `the last ${unit}`
          : `the last ${periodDays} ${unit}s`
        : `the last ${periodDays} days`;
  const period = expected ? `${window} (against ${expected})` : window;
  const baselineScale = windows ? rangeDays(windows.baseline) / rangeDays(windows.current) : baselinePeriods;
  const segments = !dimensions.length
    ? []
    : expected && metric.kind === 'sum'
      ? await expectedSegmentTotals(
          runner,
          request.table,
          timeColumn,
          dimensions,
          metric.column,
          expected,
          periodDays,
          bucketed,
        )
      : windows
        ? await windowSegmentTotals(
            runner,
            request.table,
            timeColumn!,
            dimensions,
            parts,
            windows.current,
            windows.baseline,
          )
        : await segmentTotals(
            runner,
            request.table,
            timeColumn!,
            dimensions,
            parts,
            periodDays,
            baselinePeriods,
            bucketed,
          );
  const leaves = segments.length
    ? leavesOf(segments, dimensions, metric, baselineScale, bucketed && !expected && !windows)
    : {};
  const symptom = expected
    ? symptomAgainstExpected(series, leaves.additive, periodDays, expected)
    : windows
      ? windowSymptom(metric, series, windows.current, windows.baseline, {
          current: windows.currentLabel,
          baseline: windows.baselineLabel,
        })
      : testSymptom(metric, series, periodDays, baselinePeriods, bucketed);
  // Judged against a trending baseline: every leaf's baseline is carried forward by the same trend.
  if (symptom.trendFactor !== undefined) {
    const factor = symptom.trendFactor;
    if (leaves.additive) leaves.additive.predict = leaves.additive.predict.map((v) => v * factor);
    if (leaves.ratio) leaves.ratio.predictNumerator = leaves.ratio.predictNumerator.map((v) => v * factor);
  }
  step(
    'symptom_analysis',
    `${label}: ${expected ? `expected ${number(symptom.baseline)}, actual` : number(symptom.baseline) + ' →'} ${number(symptom.current)} (${percent(symptom.relativeChange)}), ${formatP(symptom.p)}.`,
    expected ? 't_test' : 'welch_t_test',
  );

  // Hypothesis generation and test planning.
  hypotheses = initialHypotheses(label, twoParts);
  step('hypothesis_generation', `Generated ${hypotheses.length} competing hypotheses.`);
  const plan = [
    'symptom significance',
    'segment localization',
    'concentration of the change',
    'broad change check',
    'data completeness',
  ];
  if (metric.kind !== 'sum') plan.push('decomposition of the derived metric');
  if (twoParts)
    plan.push(metric.kind === 'mean' ? 'within-segment versus mix change' : 'mix versus rate effect');
  step('test_planning', `Planned tests: ${plan.join(', ')}.`);

  // Test execution.
  hypotheses = hypotheses.map((h) => ({ ...h, status: 'testing' }));
  step('test_execution', `Aggregated ${segments.length} segment-period rows.`, 'sql_query', 55);
  let localization: LocalizationResult | undefined;
  let view: LeafTable | undefined;
  if (dimensions.length > 0 && segments.length > 0) {
    view = leaves.ratio ? ratioToAdditive(leaves.ratio) : leaves.additive;
    if (view) {
      localization = localize(view, {
        maxDepth: options.maxDepth ?? 3,
        maxElements: options.maxElements ?? 5,
        direction: searchDirection(view, twoParts, symptom.change, askedDirection(request.problem)),
      });
    }
  }
  step(
    'test_execution',
    `Localization found ${localization?.elements.length ?? 0} segment(s).`,
    'root_cause_localization',
    70,
  );
  const minSegmentChange = options.minSegmentChange ?? 0.1;
  const { segmentTests, segmentP, outsideP } =
    windows && localization
      ? await testSegments(
          runner,
          request.table,
          timeColumn!,
          parts,
          metric,
          windows,
          localization,
          series,
          minSegmentChange,
        )
      : { segmentTests: [], segmentP: undefined, outsideP: undefined };
  if (windows && localization)
    step('test_execution', `Tested ${segmentTests.length} segment(s) day by day.`, 'welch_t_test', 75);
  const split = view && localization ? insideOutside(view, localization.elements) : undefined;
  let mix: Evidence['mix'];
  if (twoParts) {
    for (let d = 0; d < dimensions.length; d++) {
      const effect = mixEffect(segments, d, baselineScale);
      if (!mix || Math.abs(effect.mix) > Math.abs(mix.mix)) mix = { dimension: dimensions[d]!, ...effect };
    }
    tools.add('mix_decomposition');
  }
  const rowsPerDay = (days: typeof series) => days.reduce((s, d) => s + d.rows, 0) / Math.max(1, days.length);
  const evidence: Evidence = {
    symptom,
    localization,
    insideChange: split?.insideChange ?? 0,
    outsideChange: split?.outsideChange ?? symptom.relativeChange,
    insideShare: split?.insideShare ?? 0,
    totalChange: split?.totalChange ?? symptom.relativeChange,
    segmentStrength: segmentP !== undefined ? 1 - segmentP : segmentStrength(localization, minSegmentChange),
    ...(segmentP !== undefined ? { segmentP } : {}),
    ...(outsideP !== undefined ? { outsideP } : {}),
    ...(mix ? { mix } : {}),
    rowRatio: symptom.baselineDays.length
      ? rowsPerDay(symptom.currentDays) / Math.max(1e-9, rowsPerDay(symptom.baselineDays))
      : 1,
    minRelativeChange: options.minRelativeChange ?? 0.05,
    ...(options.minExplainedShare !== undefined ? { minExplainedShare: options.minExplainedShare } : {}),
    alpha: options.alpha ?? 0.05,
    metricKind: metric.kind,
  };
  const verdicts = judge(evidence);
  step('test_execution', 'Tested the competing hypotheses.', 'hypothesis_tests', 80);

  // Result analysis.
  hypotheses = hypotheses.map((h) => {
    const v = verdicts.find((x) => x.id === h.id);
    return v ? { ...h, status: v.status, confidence: v.confidence } : h;
  });
  const decomposition = expected
    ? undefined
    : decompose(metric, symptom.currentParts, symptom.baselineParts)?.parts;
  const winner = conclude(verdicts);
  step(
    'result_analysis',
    `Most supported: ${hypotheses.find((h) => h.id === winner.id)?.title ?? winner.id}.`,
  );

  // When it started, and what the context says happened then.
  const events = lastDay ? contextEvents(request, lastDay) : [];
  let start: string | undefined;
  if (winner.id !== 'normal_variation' && windows) {
    const own = winner.id === 'segment_shift' ? segmentTests[0]?.series : undefined;
    start = changeStart(
      (own ?? series).map((d) => ({ day: d.day.slice(0, 10), value: kpiOf(d.parts) })),
      windows.baseline.start,
      windows.current.start,
    );
  }
  const startEvent = start ? eventAtStart(events, start) : undefined;
  const startSentence = start
    ? describeStart(start, symptom.change < 0 ? 'drop' : 'rise', startEvent)
    : undefined;
  if (start) step('result_analysis', startSentence!, 'change_point_detection', 90);

  // Conclusion.
  const elements = winner.id === 'segment_shift' ? (localization?.elements ?? []) : [];
  const body = describeConclusion({
    winner,
    metric: label,
    change: symptom.relativeChange,
    period,
    baseline: symptom.baselineLabel,
    elements,
    decomposition,
    verdicts,
    hypotheses,
    e: evidence,
    ...(startSentence ? { start: startSentence } : {}),
    defaults,
    segmentTests: segmentTests.map((t) => ({ key: t.element.key, p: t.p, adjusted: t.adjusted })),
    candidates: localization?.candidates ?? 0,
    events: events.filter((e) => e !== startEvent),
    ...(windows ? { current: windows.current } : {}),
  });
  const significant = winner.id !== 'normal_variation';
  const result: Omit<InvestigationResult, 'report'> = {
    ...body,
    // For "no anomaly" the confidence is that of a root cause having been found: low by design.
    confidence: Number(
      (winner.id === 'normal_variation' ? 0.1 + 0.2 * (1 - winner.confidence) : winner.confidence).toFixed(3),
    ),
    // A change within the noise has no cause to show: no segment is reported with it.
    elements: significant ? (localization?.elements ?? []) : [],
    metric,
    time_column: timeColumn ?? null,
    expected_column: expected ?? null,
    dimensions,
    aggregation: inputs.aggregation,
    period: windows
      ? {
          current: windows.current,
          baseline: windows.baseline,
          label: `${windows.currentLabel} against ${windows.baselineLabel}`,
        }
      : null,
    defaults,
    change_start: start ?? null,
    events: events.map((e) => ({ ...e, matches_start: e === startEvent })),
    p_value: Number(symptom.p.toPrecision(3)),
    significant,
  };
  const report = renderReport({
    problem: request.problem,
    metricLabel: label,
    kpiOf,
    symptom,
    period,
    ...(decomposition ? { decomposition } : {}),
    result,
  });
  step('conclusion', result.root_cause, 'report');
  return { ...result, report };
}
