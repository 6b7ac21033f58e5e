import { describe, expect, it } from 'vitest';
import { analyticsTools, builtinToolDescriptors } from './catalog';

describe('tool catalog', () => {
  it('offers every tool with a JSON Schema object for its arguments', () => {
    expect(analyticsTools.map((t) => t.name)).toEqual([
      'list_datasets',
      'describe_dataset',
      'preview',
      'run_sql',
      'aggregate',
      'compare_periods',
      'correlate',
      'profile',
      'time_series',
      'forecast',
      'anomalies',
      'chart',
      'ask_data',
    ]);
    for (const d of builtinToolDescriptors()) {
      expect(d.schema.type).toBe('object');
      expect(d.description.length).toBeGreaterThan(20);
    }
    const aggregate = builtinToolDescriptors().find((d) => d.name === 'aggregate');
    expect(aggregate?.schema).toMatchObject({
      required: ['dataset'],
      properties: { measures: { type: 'array' } },
    });
  });
});
