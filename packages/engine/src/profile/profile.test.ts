import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetRegistry } from '../data/registry';
import { profileDataset } from './profile';
import { profileInsights } from './insights';
import { profileTool } from './tool';
import { profileReportHtml } from './report';

let dir: string;
let registry: DatasetRegistry;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engine-profile-'));
  // 200 rows: y = 2x (perfect correlation), a skewed column with a few huge values,
  // an imbalanced category, 10% missing notes, a constant column and 5 duplicated rows.
  const lines = ['x,y,skewed,segment,note,constant'];
  for (let i = 0; i < 195; i++) {
    lines.push(
      `${i},${2 * i},${i % 50 === 0 ? 10000 : i % 7},${i % 10 === 0 ? 'B' : 'A'},${i % 10 === 5 ? '' : `n${i % 3}`},k`,
    );
  }
  for (let i = 0; i < 5; i++) lines.push(lines[1] as string);
  await writeFile(join(dir, 'p.csv'), lines.join('\n'));
  registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache'), dataDirs: [dir] });
  await registry.register(join(dir, 'p.csv'));
});
afterAll(async () => {
  await registry.close();
  await rm(dir, { recursive: true, force: true });
});

describe('profile', () => {
  it('computes per-column statistics that match direct SQL', async () => {
    const p = await profileDataset(registry, 'p');
    expect(p.rowCount).toBe(200);
    // Distinct counts are exact (the approximate sketch is off on small sets).
    const distinct = (
      await registry.query(
        'SELECT count(DISTINCT x) x, count(DISTINCT skewed) skewed, count(DISTINCT segment) segment FROM p',
      )
    ).rows[0]!;
    for (const name of ['x', 'skewed', 'segment'])
      expect(p.columns.find((c) => c.name === name)?.distinct).toBe(distinct[name]);
    const x = p.columns.find((c) => c.name === 'x')!;
    const sql = (await registry.query('SELECT avg(x) a, stddev_samp(x) s, min(x) mn, max(x) mx FROM p'))
      .rows[0]!;
    expect(x.mean).toBeCloseTo(Number(sql.a), 9);
    expect(x.std).toBeCloseTo(Number(sql.s), 9);
    expect([x.min, x.max]).toEqual([sql.mn, sql.mx]);
    expect(x.histogram?.counts.reduce((s, v) => s + v, 0)).toBe(200);
    expect(p.columns.find((c) => c.name === 'note')?.missing).toBe(19);
    expect(p.columns.find((c) => c.name === 'segment')?.topValues[0]).toMatchObject({
      value: 'A',
      count: 175,
    });
    expect(p.duplicateRows).toBe(5);
    expect(p.correlation.matrix[0]?.[1]).toBeCloseTo(1, 9);
    expect(p.columns.find((c) => c.name === 'skewed')?.outliers?.count).toBe(9);
  });

  it('says in plain words what stands out', async () => {
    const kinds = profileInsights(await profileDataset(registry, 'p')).map(
      (i) => `${i.kind}:${i.column ?? ''}`,
    );
    expect(kinds).toEqual(
      expect.arrayContaining([
        'correlation:x~y',
        'skew:skewed',
        'imbalance:segment',
        'missing:note',
        'constant:constant',
        'duplicates:',
        'outliers:skewed',
      ]),
    );
  });

  it('renders tables, histograms and a heatmap', async () => {
    const result = await profileTool.run({ dataset: 'p' }, { registry });
    expect(result.text).toMatch(/What stands out/);
    expect(result.items.filter((i) => i.type === 'chart').length).toBeGreaterThanOrEqual(3);
  });

  it('writes a standalone, escaped HTML report', async () => {
    const p = await profileDataset(registry, 'p');
    const html = profileReportHtml(p, profileInsights(p), new Date('2024-01-01T00:00:00Z'));
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<svg');
    expect(html).not.toMatch(/<script|https?:\/\//);
    const hostile = { ...p, dataset: '<img src=x onerror=alert(1)>' };
    expect(profileReportHtml(hostile, [])).toContain('&lt;img src=x');
  });
});
