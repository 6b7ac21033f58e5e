// What the admin charts share: the measured width (charts draw at real pixels, so text stays
// legible on a phone), nice axis ticks, and a data table for screen readers.
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The width of the element, following resizes; `fallback` until measured. */
export function useElementWidth<T extends HTMLElement>(fallback = 600) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.floor(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Ticks from 0 to a round maximum at or above `max`, whole numbers for counts. */
export function niceTicks(max: number, count = 4, integer = true): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  let step = (residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10) * magnitude;
  if (integer) step = Math.max(1, Math.ceil(step));
  const ticks: number[] = [];
  for (let value = 0; value < max + step; value += step) {
    ticks.push(value);
    if (value >= max) break;
  }
  return ticks;
}

/** Every n-th label, so labels of at least `minGap` pixels never overlap. */
export function labelStride(count: number, innerWidth: number, minGap: number): number {
  const fits = Math.max(1, Math.floor(innerWidth / minGap));
  return Math.max(1, Math.ceil(count / fits));
}

interface ChartFigureProps {
  title: string;
  summary?: ReactNode;
  /** The data as rows for a screen-reader table: [label, value]. */
  rows: [string, string][];
  columns: [string, string];
  children: ReactNode;
}

/** A card with the chart's heading, the chart, and the same data as a hidden table. */
export function ChartFigure({ title, summary, rows, columns, children }: ChartFigureProps) {
  return (
    <figure className="admin-chart-card">
      <figcaption>
        <span className="admin-chart-title">{title}</span>
        {summary && <span className="admin-chart-summary">{summary}</span>}
      </figcaption>
      {children}
      {/* Tables do not clip their overflow, so the hiding is done by a wrapper. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value], index) => (
              <tr key={`${label}-${index}`}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
