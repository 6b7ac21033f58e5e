/**
 * The EDA profile as a standalone HTML report (one file, no scripts, no external assets), for
 * the EDA mode's download. Histograms are inline SVG so the report opens anywhere, offline.
 * Every value from the data is HTML-escaped.
 */
import { fmt, pct } from '../tools/format';
import type { Insight } from './insights';
import type { ColumnProfile, DatasetProfile } from './profile';

const esc = (v: unknown) =>
  String(v ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

function histogramSvg(c: ColumnProfile): string {
  if (!c.histogram) return '';
  const { counts, edges } = c.histogram;
  const max = Math.max(1, ...counts);
  const w = 300;
  const h = 80;
  const bw = w / counts.length;
  const bars = counts
    .map((n, i) => {
      const bh = (n / max) * (h - 4);
      return `<rect x="${(i * bw).toFixed(1)}" y="${(h - bh).toFixed(1)}" width="${(bw - 1).toFixed(1)}" height="${bh.toFixed(1)}"><title>${esc(fmt(edges[i] ?? 0))} – ${esc(fmt(edges[i + 1] ?? 0))}: ${n}</title></rect>`;
    })
    .join('');
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="Distribution of ${esc(c.name)}">${bars}</svg>`;
}

function correlationTable(p: DatasetProfile): string {
  const { columns, matrix } = p.correlation;
  if (columns.length < 2) return '';
  const cell = (r: number | null) => {
    if (r === null) return '<td>—</td>';
    const alpha = Math.abs(r).toFixed(2);
    const color = r >= 0 ? `rgba(33,102,172,${alpha})` : `rgba(178,24,43,${alpha})`;
    return `<td style="background:${color};color:${Math.abs(r) > 0.5 ? '#fff' : '#000'}">${r.toFixed(2)}</td>`;
  };
  const head = `<tr><th></th>${columns.map((c) => `<th>${esc(c)}</th>`).join('')}</tr>`;
  const rows = columns
    .map((c, i) => `<tr><th>${esc(c)}</th>${(matrix[i] ?? []).map(cell).join('')}</tr>`)
    .join('');
  return `<h2>Correlations</h2><table>${head}${rows}</table>`;
}

/** Renders the profile and its insights as a complete HTML document. */
export function profileReportHtml(
  profile: DatasetProfile,
  insights: Insight[],
  generatedAt = new Date(),
  /** A sentence about columns left out (wide tables), shown under the title. */
  note: string | null = null,
): string {
  const columns = profile.columns
    .map((c) => {
      const stats: [string, string][] = [
        ['type', c.type],
        ['missing', `${fmt(c.missing)} (${pct(c.missingRatio)})`],
        ['distinct', fmt(c.distinct)],
        ['min', fmt(c.min)],
        ['max', fmt(c.max)],
      ];
      if (c.kind === 'numeric') {
        stats.push(
          ['mean', fmt(c.mean)],
          ['std', fmt(c.std)],
          ['median', fmt(c.quantiles?.p50 ?? null)],
          ['p5 – p95', `${fmt(c.quantiles?.p5 ?? null)} – ${fmt(c.quantiles?.p95 ?? null)}`],
        );
        if (c.outliers) stats.push(['outliers (1.5×IQR)', fmt(c.outliers.count)]);
      }
      const tops = c.topValues.length
        ? `<table class="tops">${c.topValues.map((t) => `<tr><td>${esc(t.value)}</td><td>${fmt(t.count)}</td><td>${pct(t.share)}</td></tr>`).join('')}</table>`
        : '';
      return `<section class="col"><h3>${esc(c.name)}</h3><table>${stats.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>${histogramSvg(c)}${tops}</section>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Profile of ${esc(profile.dataset)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2937}h1{margin-bottom:.2rem}
table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #e5e7eb;padding:.25rem .5rem;text-align:left;font-size:.9rem}
.cols{display:grid;grid-template-columns:repeat(auto-fill,minmax(330px,1fr));gap:1rem}.col{border:1px solid #e5e7eb;border-radius:8px;padding:.75rem}
svg rect{fill:#2563eb}.muted{color:#6b7280}.note{background:#fef3c7;border:1px solid #f59e0b;border-radius:6px;padding:.5rem .75rem}
</style></head><body>
<h1>Profile of ${esc(profile.dataset)}</h1>
<p class="muted">${fmt(profile.rowCount)} rows · ${fmt(profile.coverage.total)} columns · ${fmt(profile.duplicateRows)} duplicate rows${profile.duplicatesSampled ? ' (estimated)' : ''} · generated ${esc(generatedAt.toISOString())}</p>
${note ? `<p class="note">${esc(note)}</p>\n` : ''}<h2>What stands out</h2>
${insights.length ? `<ul>${insights.map((i) => `<li>${esc(i.text)}</li>`).join('')}</ul>` : '<p>Nothing unusual stands out.</p>'}
${correlationTable(profile)}
<h2>Columns</h2><div class="cols">${columns}</div>
</body></html>
`;
}
