/**
 * When a change started, and which event of the context it follows: the single most likely shift
 * in level of a daily series (least squares, two means), after removing the weekday pattern the
 * days before the comparison show; then the dated events of the context within two days of it.
 */
import { daysBetween, formatDay } from './request-dates.js';
import type { ContextEvent } from './request.js';

export interface DailyValue {
  day: string;
  value: number;
}

/**
 * The first day of the new level: the split of the series that lowers the squared error of a
 * one-mean fit the most, searched from `from` on (the comparison's baseline start). Weekday
 * effects (from the days before `currentStart`, three weeks or more of them) are removed first so
 * that a weekly dip does not look like a shift. Undefined with fewer than four days.
 */
export function changeStart(series: DailyValue[], from: string, currentStart: string): string | undefined {
  const days = series.filter((d) => d.day >= from && Number.isFinite(d.value));
  if (days.length < 4) return undefined;
  const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
  const before = days.filter((d) => d.day < currentStart);
  const values = days.map((d) => d.value);
  if (before.length >= 21) {
    const mean = before.reduce((s, d) => s + d.value, 0) / before.length;
    const effect = Array.from({ length: 7 }, (_, w) => {
      const same = before.filter((d) => weekday(d.day) === w);
      return same.length ? same.reduce((s, d) => s + d.value, 0) / same.length - mean : 0;
    });
    days.forEach((d, i) => (values[i] = d.value - effect[weekday(d.day)]!));
  }
  const n = values.length;
  const prefix = [0];
  const squares = [0];
  for (const v of values) {
    prefix.push(prefix[prefix.length - 1]! + v);
    squares.push(squares[squares.length - 1]! + v * v);
  }
  const sse = (a: number, b: number) => {
    const s = prefix[b]! - prefix[a]!;
    return squares[b]! - squares[a]! - (s * s) / (b - a);
  };
  let best = -1;
  let bestError = Infinity;
  // At least two days before the split; the new level may be a single (last) day.
  for (let k = 2; k < n; k++) {
    const error = sse(0, k) + sse(k, n);
    if (error < bestError) {
      bestError = error;
      best = k;
    }
  }
  return best > 0 ? days[best]!.day : undefined;
}

/** The event nearest the start of the change, within two days of it. */
export function eventAtStart(events: ContextEvent[], start: string): ContextEvent | undefined {
  let best: ContextEvent | undefined;
  for (const e of events) {
    const gap = Math.abs(daysBetween(e.day, start));
    if (gap <= 2 && (!best || gap < Math.abs(daysBetween(best.day, start)))) best = e;
  }
  return best;
}

/**
 * "The drop began on 22 April 2024, the day of the release mentioned in the context (…)", or just
 * when it began when no event coincides.
 */
export function describeStart(
  start: string,
  direction: 'drop' | 'rise',
  event: ContextEvent | undefined,
): string {
  const began = `The ${direction} began on ${formatDay(start)}`;
  if (!event) return `${began}.`;
  const gap = daysBetween(event.day, start);
  const when =
    gap === 0
      ? 'the day of'
      : gap === 1
        ? 'the day after'
        : gap === -1
          ? 'the day before'
          : gap > 0
            ? `${gap} days after`
            : `${-gap} days before`;
  const quote = event.text.length > 160 ? `${event.text.slice(0, 157)}…` : event.text;
  return `${began}, ${when} the ${event.kind} mentioned in the context ("${quote}").`;
}
