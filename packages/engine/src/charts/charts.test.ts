import { describe, expect, it } from 'vitest';
import { buildChart, chooseChartKind } from './builder';
import { parseFences, tableItem, toFence } from './render-items';

describe('chart builder', () => {
  const rows = [
    { region: 'North', revenue: 10, units: 1 },
    { region: 'South', revenue: 30, units: 3 },
  ];

  it('builds a bar chart with one dataset per measure', () => {
    const chart = buildChart(
      { kind: 'auto', title: 'Revenue by region', x: 'region', y: ['revenue', 'units'] },
      rows,
    );
    expect(chart).toEqual({
      type: 'chart',
      chartType: 'bar',
      title: 'Revenue by region',
      data: {
        labels: ['North', 'South'],
        datasets: [
          { label: 'revenue', data: [10, 30] },
          { label: 'units', data: [1, 3] },
        ],
      },
    });
  });

  it('chooses a line for time axes and folds a long pie tail into Other', () => {
    expect(chooseChartKind({ kind: 'auto', title: '', x: 'month', y: ['v'], xIsTime: true }, [])).toBe(
      'line',
    );
    const many = Array.from({ length: 12 }, (_, i) => ({ k: `k${i}`, v: 1 }));
    const pie = buildChart({ kind: 'pie', title: 'p', x: 'k', y: ['v'] }, many);
    expect(pie.data?.labels).toHaveLength(8);
    expect(pie.data?.labels.at(-1)).toBe('Other');
    expect(pie.data?.datasets[0]?.data.at(-1)).toBe(5);
  });

  it('round-trips render items through markdown fences', () => {
    const table = tableItem(['a', 'b'], [{ a: 1, b: 'x ``` y' }]);
    const chart = buildChart({ kind: 'scatter', title: 's', x: 'units', y: ['revenue'] }, rows);
    const md = `Some text\n\n${toFence(table)}\n\n${toFence(chart)}`;
    expect(md).toContain('```table\n{"type":"table"');
    expect(parseFences(md)).toEqual([table, chart]);
    expect(table.metadata.pageSize).toBe(50);
  });
});
