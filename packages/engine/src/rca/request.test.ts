import { describe, expect, it } from 'vitest';
import { changeStart, describeStart, eventAtStart } from './change-start.js';
import {
  PeriodError,
  askedDirection,
  readDimensions,
  readEvents,
  readMetric,
  readPeriod,
} from './request.js';
import { findDates, formatRange } from './request-dates.js';

const num = (...names: string[]) => names.map((name) => ({ name, type: 'DOUBLE' }));

describe('reading the metric', () => {
  it('takes the column in the subject of the question, not the first numeric one', () => {
    const columns = num('orders', 'revenue');
    const r = readMetric('Revenue dropped sharply in the last 7 days, although orders held up.', '', columns);
    expect(r.metric).toEqual({ kind: 'sum', column: 'revenue' });
    expect(readMetric('Why did revenue fall last week?', '', columns).metric).toEqual({
      kind: 'sum',
      column: 'revenue',
    });
    expect(readMetric('Our sales are odd. Revenue is the KPI.', '', columns).metric).toEqual({
      kind: 'sum',
      column: 'revenue',
    });
  });

  it('matches words to column names in any order and abbreviation, and averages levels', () => {
    const columns = num('temp_min', 'temp_max', 'precipitation', 'wind_speed');
    expect(readMetric('Why did max temperature fall in the last month?', '', columns)).toMatchObject({
      metric: { kind: 'mean', column: 'temp_max' },
      aggregation: 'avg',
    });
    expect(readMetric('Why did the minimum temperature rise?', '', columns).metric).toEqual({
      kind: 'mean',
      column: 'temp_min',
    });
    expect(readMetric('Why did rainfall drop?', '', columns).metric).toEqual({
      kind: 'sum',
      column: 'precipitation',
    });
    expect(readMetric('Why did the price fall?', '', num('units', 'unit_price')).metric).toEqual({
      kind: 'mean',
      column: 'unit_price',
    });
    expect(readMetric('Why did the average basket fall?', '', num('basket', 'visits')).metric).toEqual({
      kind: 'mean',
      column: 'basket',
    });
  });

  it('reads rates as the ratio of two columns', () => {
    expect(
      readMetric('Why did the conversion rate drop?', '', num('visits', 'conversions', 'revenue')),
    ).toMatchObject({
      metric: { kind: 'ratio', numerator: 'conversions', denominator: 'visits', name: 'conversion rate' },
      aggregation: 'ratio',
    });
    expect(readMetric('CTR fell this week', '', num('impressions', 'clicks')).metric).toMatchObject({
      kind: 'ratio',
      numerator: 'clicks',
      denominator: 'impressions',
    });
    expect(readMetric('Why did the error rate go up?', '', num('requests', 'errors')).metric).toMatchObject({
      kind: 'ratio',
      numerator: 'errors',
      denominator: 'requests',
    });
    expect(readMetric('Why did revenue per visit fall?', '', num('visits', 'revenue')).metric).toMatchObject({
      kind: 'ratio',
      numerator: 'revenue',
      denominator: 'visits',
    });
    // A column holding the rate itself is a level.
    expect(
      readMetric('Why did the conversion rate drop?', '', num('visits', 'conversion_rate')).metric,
    ).toEqual({
      kind: 'mean',
      column: 'conversion_rate',
    });
  });

  it('reads the context when the problem names no metric, and reports an unknown one', () => {
    const columns = num('orders', 'revenue');
    expect(readMetric('What happened last week?', 'Revenue is the KPI we track.', columns).metric).toEqual({
      kind: 'sum',
      column: 'revenue',
    });
    expect(readMetric('Why did profit drop last week?', '', columns)).toEqual({ unknown: 'profit' });
    expect(readMetric('Why did it drop?', '', columns)).toEqual({});
  });
});

describe('reading the periods', () => {
  const first = '2024-01-01';
  const last = '2024-04-28';

  it('takes the last 7 days against the 28 before when nothing is named, and says so', () => {
    const p = readPeriod('Why did revenue drop?', first, last);
    expect(p.current).toEqual({ start: '2024-04-22', end: '2024-04-28' });
    expect(p.baseline).toEqual({ start: '2024-03-25', end: '2024-04-21' });
    expect(p.named).toBe(false);
    expect(p.defaults[0]).toBe(
      'No period was named: compared the last 7 days (22–28 April 2024) with the 28 days before (25 March – 21 April 2024).',
    );
  });

  it('reads rolling windows in digits and words', () => {
    expect(readPeriod('in the last 7 days', first, last).current).toEqual({
      start: '2024-04-22',
      end: '2024-04-28',
    });
    expect(readPeriod('over the past fourteen days', first, last).current.start).toBe('2024-04-15');
    expect(readPeriod('why did revenue fall last week?', first, last).current.start).toBe('2024-04-22');
    const month = readPeriod('Why did max temperature fall in the last month?', first, last);
    expect(month.current).toEqual({ start: '2024-03-29', end: '2024-04-28' });
    expect(month.baseline.end).toBe('2024-03-28');
    expect(readPeriod('yesterday', first, last).current).toEqual({ start: last, end: last });
  });

  it('reads "since" a date in several spellings', () => {
    for (const text of ['since 22 April', 'since April 22nd', 'since 2024-04-22', 'since 04-22']) {
      const p = readPeriod(`Why did revenue drop ${text}?`, first, last);
      expect(p.current, text).toEqual({ start: '2024-04-22', end: last });
      expect(p.baseline, text).toEqual({ start: '2024-03-25', end: '2024-04-21' });
    }
  });

  it('reads quarters and months against each other', () => {
    const q = readPeriod('Why was revenue lower in Q3 vs Q2?', '2023-01-01', '2023-12-31');
    expect(q.current).toEqual({ start: '2023-07-01', end: '2023-09-30' });
    expect(q.baseline).toEqual({ start: '2023-04-01', end: '2023-06-30' });
    expect(q.defaults).toEqual([]);
    const m = readPeriod('Why did sales fall in March compared to February?', first, last);
    expect(m.current).toEqual({ start: '2024-03-01', end: '2024-03-31' });
    expect(m.baseline).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });

  it('reads the same week last year, weekdays aligned', () => {
    const p = readPeriod('Why are orders down this week vs the same week last year?', '2023-01-01', last);
    expect(p.current).toEqual({ start: '2024-04-22', end: '2024-04-28' });
    expect(p.baseline).toEqual({ start: '2023-04-24', end: '2023-04-30' });
    expect(readPeriod('revenue year over year, last 7 days', '2023-01-01', last).baseline.start).toBe(
      '2023-04-24',
    );
  });

  it('reads explicit ranges and "the previous" windows', () => {
    const p = readPeriod('from 1 April to 14 April against the previous 2 weeks', first, last);
    expect(p.current).toEqual({ start: '2024-04-01', end: '2024-04-14' });
    expect(p.baseline).toEqual({ start: '2024-03-18', end: '2024-03-31' });
  });

  it('refuses a period outside the data, naming the dates it covers', () => {
    expect(() => readPeriod('Why did revenue drop in Q3 2022?', first, last)).toThrow(PeriodError);
    expect(() => readPeriod('Why did revenue drop in Q3 2022?', first, last)).toThrow(
      'The request asks about 1 July – 30 September 2022, but the data covers 1 January – 28 April 2024.',
    );
  });
});

describe('reading dimensions and events', () => {
  it('reads dimensions named and excluded', () => {
    const d = readDimensions('Why did revenue drop by region and channel, excluding store?', [
      'region',
      'channel',
      'store',
      'product',
    ]);
    expect(d.named).toEqual(['region', 'channel']);
    expect(d.excluded).toEqual(['store']);
    expect(readDimensions('Why did revenue drop? Ignore product.', ['region', 'product'])).toEqual({
      named: [],
      excluded: ['product'],
    });
  });

  it('finds dates in every common spelling', () => {
    const days = (text: string) => findDates(text, '2024-04-28').map((d) => d.day);
    expect(days('on 2024-04-22')).toEqual(['2024-04-22']);
    expect(days('on 22 April')).toEqual(['2024-04-22']);
    expect(days('on April 22nd')).toEqual(['2024-04-22']);
    expect(days('on 04-22')).toEqual(['2024-04-22']);
    expect(days('on 4/22 and on 12/30')).toEqual(['2024-04-22', '2023-12-30']);
    expect(days('version 2.3 shipped')).toEqual([]);
  });

  it('reads the events of a context with their kind', () => {
    const events = readEvents(
      'A new app release went out on 04-22. Prices rose on 2024-04-10; a newsletter campaign ran April 15th. The office moved on 3 March.',
      '2024-04-28',
    );
    expect(events.map((e) => [e.day, e.kind])).toEqual([
      ['2024-04-22', 'release'],
      ['2024-04-10', 'price change'],
      ['2024-04-15', 'campaign'],
      ['2024-03-03', 'event'],
    ]);
  });

  it('finds when a change began and the event that coincides', () => {
    const series = Array.from({ length: 35 }, (_, i) => ({
      day: `2024-03-${String(i + 1).padStart(2, '0')}`,
      value: 100 + (i % 7 === 0 ? 8 : 0) + (i >= 30 ? -40 : 0) + ((i * 7919) % 5),
    })).map((d, i) => ({ ...d, day: new Date(Date.UTC(2024, 2, 1 + i)).toISOString().slice(0, 10) }));
    const start = changeStart(series, '2024-03-01', '2024-03-29');
    expect(start).toBe('2024-03-31');
    const events = readEvents('The release of 31 March changed the checkout.', '2024-04-04');
    const event = eventAtStart(events, start!);
    expect(describeStart(start!, 'drop', event)).toBe(
      'The drop began on 31 March 2024, the day of the release mentioned in the context ("The release of 31 March changed the checkout.").',
    );
    expect(eventAtStart(readEvents('A campaign ran on 10 March.', '2024-04-04'), start!)).toBeUndefined();
  });

  it('writes ranges with inclusive ends', () => {
    expect(formatRange({ start: '2024-04-16', end: '2024-04-22' })).toBe('16–22 April 2024');
    expect(formatRange({ start: '2024-03-28', end: '2024-04-03' })).toBe('28 March – 3 April 2024');
    expect(formatRange({ start: '2023-12-28', end: '2024-01-03' })).toBe('28 December 2023 – 3 January 2024');
  });
});

describe('the direction a request asks about', () => {
  it('reads drops and rises, and nothing from a neutral or mixed request', () => {
    expect(askedDirection('Why did orders drop last week?')).toBe('down');
    expect(askedDirection('Revenue fell since 3 April. What happened?')).toBe('down');
    expect(askedDirection('Why has the latency gone up this week?')).toBe('up');
    expect(askedDirection('We saw signups increase in March')).toBe('up');
    expect(
      askedDirection('What changed in revenue this week compared with the week before?'),
    ).toBeUndefined();
    expect(askedDirection('Orders rose but revenue fell: why?')).toBeUndefined();
    expect(askedDirection('Why did revenue change last week, broken down by region?')).toBeUndefined();
    expect(askedDirection('Why did revenue rise, broken down by region?')).toBe('up');
  });
});
