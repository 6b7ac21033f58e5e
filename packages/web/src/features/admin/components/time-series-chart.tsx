import { useId } from 'react';
import type { DailyCount } from '@ai-analyst/contract/admin-types';
import { formatDay } from '../utils/format';
import { ChartFigure, labelStride, niceTicks, useElementWidth } from './chart-frame';

interface TimeSeriesChartProps {
  title: string;
  data: DailyCount[];
  kind: 'line' | 'bar';
  /** The counted thing, singular and plural: ['message', 'messages']. */
  unit: [string, string];
  summary?: string;
  height?: number;
}

const MARGIN = { top: 12, right: 12, bottom: 40, left: 44 };

/** Counts per day as a line or as bars, drawn in SVG at the card's real width. */
export function TimeSeriesChart({ title, data, kind, unit, summary, height = 220 }: TimeSeriesChartProps) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const titleId = useId();
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 40);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const max = Math.max(0, ...data.map((d) => d.count));
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1] ?? 1;
  const y = (value: number) => MARGIN.top + innerHeight - (Math.max(value, 0) / top) * innerHeight;
  const band = data.length > 0 ? innerWidth / data.length : innerWidth;
  const x = (index: number) => MARGIN.left + band * index + band / 2;
  const stride = labelStride(data.length, innerWidth, 56);
  const label = (d: DailyCount) => `${formatDay(d.date)}: ${d.count} ${d.count === 1 ? unit[0] : unit[1]}`;
  const total = data.reduce((sum, d) => sum + d.count, 0);
  const points = data.map((d, i) => `${x(i).toFixed(1)},${y(d.count).toFixed(1)}`);
  const barWidth = Math.max(Math.min(band * 0.7, 28), 2);

  return (
    <ChartFigure
      title={title}
      summary={summary}
      columns={['Day', unit[1]]}
      rows={data.map((d) => [formatDay(d.date), String(d.count)])}
    >
      <div ref={ref} className="admin-chart">
        {data.length === 0 ? (
          <p className="admin-chart-empty">No data for this period yet.</p>
        ) : (
          <svg
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            role="img"
            aria-labelledby={titleId}
          >
            <title id={titleId}>
              {`${title}: ${total} ${unit[1]} over ${data.length} days, at most ${max} on one day`}
            </title>
            {ticks.map((tick) => (
              <g key={tick} className="admin-chart-gridline">
                <line x1={MARGIN.left} x2={MARGIN.left + innerWidth} y1={y(tick)} y2={y(tick)} />
                <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                  {tick}
                </text>
              </g>
            ))}
            {data.map((d, i) =>
              i % stride === 0 ? (
                <text
                  key={d.date}
                  className="admin-chart-axis"
                  x={x(i)}
                  y={height - MARGIN.bottom + 18}
                  textAnchor="middle"
                >
                  {formatDay(d.date)}
                </text>
              ) : null,
            )}
            <text
              className="admin-chart-axis-title"
              x={MARGIN.left + innerWidth / 2}
              y={height - 4}
              textAnchor="middle"
            >
              Day
            </text>
            <text
              className="admin-chart-axis-title"
              transform={`translate(12 ${MARGIN.top + innerHeight / 2}) rotate(-90)`}
              textAnchor="middle"
            >
              {unit[1].charAt(0).toUpperCase() + unit[1].slice(1)}
            </text>
            {kind === 'bar' ? (
              data.map((d, i) => (
                <rect
                  key={d.date}
                  className="admin-chart-bar"
                  x={x(i) - barWidth / 2}
                  y={y(d.count)}
                  width={barWidth}
                  height={Math.max(MARGIN.top + innerHeight - y(d.count), d.count > 0 ? 1 : 0)}
                  rx={2}
                >
                  <title>{label(d)}</title>
                </rect>
              ))
            ) : (
              <>
                <polygon
                  className="admin-chart-area"
                  points={[
                    `${x(0).toFixed(1)},${y(0)}`,
                    ...points,
                    `${x(data.length - 1).toFixed(1)},${y(0)}`,
                  ].join(' ')}
                />
                <polyline className="admin-chart-line" points={points.join(' ')} />
                {data.map((d, i) => (
                  <g key={d.date}>
                    <circle className="admin-chart-dot" cx={x(i)} cy={y(d.count)} r={3.5} />
                    {/* A wider invisible target, so the tooltip is easy to reach. */}
                    <rect
                      className="admin-chart-hit"
                      x={x(i) - band / 2}
                      y={MARGIN.top}
                      width={band}
                      height={innerHeight}
                    >
                      <title>{label(d)}</title>
                    </rect>
                  </g>
                ))}
              </>
            )}
          </svg>
        )}
      </div>
    </ChartFigure>
  );
}
