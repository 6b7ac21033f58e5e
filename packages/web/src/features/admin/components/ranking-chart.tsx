import { useId } from 'react';
import { ChartFigure, useElementWidth } from './chart-frame';

interface RankingChartProps {
  title: string;
  items: { label: string; value: number }[];
  format: (value: number) => string;
  columns: [string, string];
  summary?: string;
  /** Bars shown; the rest are summed into "Others". */
  limit?: number;
}

const ROW = 30;
const LABEL_WIDTH = 110;
const VALUE_WIDTH = 70;

/** Horizontal bars, largest first: storage per user, calls per tool. */
export function RankingChart({ title, items, format, columns, summary, limit = 8 }: RankingChartProps) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const titleId = useId();
  const sorted = [...items].sort((a, b) => b.value - a.value);
  const shown = sorted.slice(0, limit);
  const rest = sorted.slice(limit);
  if (rest.length > 0)
    shown.push({ label: `Others (${rest.length})`, value: rest.reduce((s, i) => s + i.value, 0) });
  const max = Math.max(0, ...shown.map((i) => i.value));
  const labelWidth = Math.min(LABEL_WIDTH, width * 0.32);
  const barSpace = Math.max(width - labelWidth - VALUE_WIDTH - 16, 20);
  const height = shown.length * ROW + 8;

  return (
    <ChartFigure
      title={title}
      summary={summary}
      columns={columns}
      rows={sorted.map((i) => [i.label, format(i.value)])}
    >
      <div ref={ref} className="admin-chart">
        {shown.length === 0 ? (
          <p className="admin-chart-empty">Nothing recorded yet.</p>
        ) : (
          <svg
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            role="img"
            aria-labelledby={titleId}
          >
            <title id={titleId}>{`${title}: ${shown
              .slice(0, 3)
              .map((i) => `${i.label} ${format(i.value)}`)
              .join(', ')}${shown.length > 3 ? ' and more' : ''}`}</title>
            {shown.map((item, index) => {
              const top = index * ROW + 4;
              const barWidth = max > 0 ? Math.max((item.value / max) * barSpace, item.value > 0 ? 2 : 0) : 0;
              return (
                <g key={item.label}>
                  <title>{`${item.label}: ${format(item.value)}`}</title>
                  <text
                    className="admin-chart-axis"
                    x={labelWidth - 8}
                    y={top + ROW / 2 - 2}
                    dy="0.32em"
                    textAnchor="end"
                  >
                    {truncate(item.label, Math.floor(labelWidth / 7))}
                  </text>
                  <rect
                    className="admin-chart-track"
                    x={labelWidth}
                    y={top + 4}
                    width={barSpace}
                    height={ROW - 14}
                    rx={3}
                  />
                  <rect
                    className="admin-chart-bar"
                    x={labelWidth}
                    y={top + 4}
                    width={barWidth}
                    height={ROW - 14}
                    rx={3}
                  />
                  <text
                    className="admin-chart-value"
                    x={labelWidth + barSpace + 8}
                    y={top + ROW / 2 - 2}
                    dy="0.32em"
                  >
                    {format(item.value)}
                  </text>
                </g>
              );
            })}
          </svg>
        )}
      </div>
    </ChartFigure>
  );
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(max - 1, 1))}…` : text;
}
