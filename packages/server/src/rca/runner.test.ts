import { describe, expect, it } from 'vitest';
import { statusOfProgress } from './progress-writer';
import { inputsFor } from './run-inputs';

const columns = (...names: string[]) => ({ columns: names.map((name) => ({ name, type: 'DOUBLE' })) });

describe('RCA run inputs', () => {
  it('applies a client configuration only where the dataset has its columns', () => {
    expect(
      inputsFor(
        { clientId: 'ecommerce_sales', metadata: {} },
        columns('Revenue', 'order_date', 'region', 'product'),
      ),
    ).toEqual({
      metric: 'revenue',
      timeColumn: 'order_date',
      preferredDimensions: ['region', 'product'],
      options: { minRelativeChange: 0.05, minExplainedShare: 0.5 },
    });
    expect(inputsFor({ clientId: 'ecommerce_sales', metadata: {} }, columns('sales', 'day'))).toEqual({
      options: { minRelativeChange: 0.05, minExplainedShare: 0.5 },
    });
    // An expression applies when every column of it exists.
    expect(
      inputsFor({ clientId: 'web_traffic', metadata: {} }, columns('conversions', 'sessions')).metric,
    ).toBe('conversions/sessions');
    expect(
      inputsFor({ clientId: 'web_traffic', metadata: {} }, columns('conversions')).metric,
    ).toBeUndefined();
    expect(inputsFor({ clientId: 'saas_subscriptions', metadata: {} }, columns('mrr')).options).toEqual({
      minRelativeChange: 0.03,
      minExplainedShare: 0.5,
    });
  });

  it('lets the metadata choose the metric, time, expected column, dimensions and periods', () => {
    const inputs = inputsFor(
      {
        clientId: 'demo',
        metadata: {
          metric: 'orders*aov',
          time_column: 'day',
          expected_column: 'plan',
          dimensions: ['region', 'channel'],
          period_days: 14,
          baseline_periods: 4,
        },
      },
      columns('orders'),
    );
    expect(inputs).toEqual({
      metric: 'orders*aov',
      timeColumn: 'day',
      expected: 'plan',
      dimensions: ['region', 'channel'],
      options: { minRelativeChange: 0.05, minExplainedShare: 0.5, periodDays: 14, baselinePeriods: 4 },
    });
    // Values of the wrong type are ignored rather than guessed at.
    expect(
      inputsFor(
        { clientId: 'demo', metadata: { metric: 3, dimensions: [1], period_days: 0.5 } },
        columns('x'),
      ),
    ).toEqual({ options: { minRelativeChange: 0.05, minExplainedShare: 0.5 } });
  });

  it('maps progress to the in_progress_25/50/75/90 statuses', () => {
    expect([0, 49, 50, 74, 75, 89, 90, 100].map(statusOfProgress)).toEqual([
      'in_progress_25',
      'in_progress_25',
      'in_progress_50',
      'in_progress_50',
      'in_progress_75',
      'in_progress_75',
      'in_progress_90',
      'in_progress_90',
    ]);
  });
});
