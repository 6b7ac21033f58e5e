/**
 * Plain-words findings from a profile: the things an analyst would point out first when
 * opening a new dataset. Each rule is deliberately simple and its threshold is named, so a
 * reader can tell why a sentence appeared.
 */
import { fmt, human, pct } from '../tools/format';
import type { DatasetProfile } from './profile';

const STRONG_CORRELATION = 0.7;
const SKEWED = 1;
const IMBALANCED_TOP_SHARE = 0.8;
const NOTABLE_MISSING = 0.05;
const NOTABLE_OUTLIERS = 0.01;

export interface Insight {
  kind:
    'correlation' | 'skew' | 'imbalance' | 'missing' | 'constant' | 'identifier' | 'duplicates' | 'outliers';
  column?: string;
  text: string;
}

export function profileInsights(profile: DatasetProfile): Insight[] {
  const out: Insight[] = [];
  const n = profile.rowCount;
  const { columns, matrix } = profile.correlation;
  columns.forEach((a, i) =>
    columns.slice(i + 1).forEach((b, j) => {
      const r = matrix[i]?.[i + 1 + j];
      if (typeof r === 'number' && Math.abs(r) >= STRONG_CORRELATION) {
        const dir = r > 0 ? 'rise together' : 'move in opposite directions';
        out.push({
          kind: 'correlation',
          column: `${a}~${b}`,
          text: `${human(a)} and ${human(b)} ${dir} (r = ${r.toFixed(2)}).`,
        });
      }
    }),
  );
  for (const c of profile.columns) {
    if (c.missingRatio >= NOTABLE_MISSING) {
      const words = c.missingRatio > 0.5 ? 'is mostly empty' : 'has gaps';
      out.push({
        kind: 'missing',
        column: c.name,
        text: `${human(c.name)} ${words}: ${pct(c.missingRatio)} of values are missing.`,
      });
    }
    if (c.distinct === 1 && n > 1) {
      out.push({
        kind: 'constant',
        column: c.name,
        text: `${human(c.name)} has a single value (${fmt(c.min ?? c.topValues[0]?.value)}); it carries no information.`,
      });
      continue;
    }
    if (c.kind === 'text' && n > 20 && c.distinct >= 0.95 * (n - c.missing)) {
      out.push({
        kind: 'identifier',
        column: c.name,
        text: `${human(c.name)} is (nearly) unique per row, so it looks like an identifier.`,
      });
      continue;
    }
    if (c.kind === 'numeric' && c.skewness !== null && Math.abs(c.skewness) >= SKEWED) {
      const tail = c.skewness > 0 ? 'a long tail of high values' : 'a long tail of low values';
      out.push({
        kind: 'skew',
        column: c.name,
        text: `${human(c.name)} is skewed (skewness ${c.skewness.toFixed(1)}, ${tail}); its median ${fmt(c.quantiles?.p50 ?? null)} describes a typical row better than its mean ${fmt(c.mean)}.`,
      });
    }
    if (c.outliers && n > 0 && c.outliers.count / n >= NOTABLE_OUTLIERS) {
      out.push({
        kind: 'outliers',
        column: c.name,
        text: `${human(c.name)} has ${fmt(c.outliers.count)} outliers (${pct(c.outliers.count / n)}) outside ${fmt(c.outliers.low)} … ${fmt(c.outliers.high)} (1.5 × IQR).`,
      });
    }
    const top = c.topValues[0];
    if (
      (c.kind === 'text' || c.kind === 'boolean') &&
      top &&
      c.distinct > 1 &&
      top.share >= IMBALANCED_TOP_SHARE
    ) {
      out.push({
        kind: 'imbalance',
        column: c.name,
        text: `${human(c.name)} is imbalanced: "${top.value}" makes up ${pct(top.share)} of rows.`,
      });
    }
  }
  if (profile.duplicateRows > 0) {
    const estimate = profile.duplicatesSampled ? 'about ' : '';
    out.push({
      kind: 'duplicates',
      text: `${estimate}${fmt(profile.duplicateRows)} rows (${pct(profile.duplicateRows / Math.max(n, 1))}) are exact duplicates of another row.`,
    });
  }
  return out;
}
