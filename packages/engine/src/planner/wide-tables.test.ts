/**
 * Wide tables (one numeric column per year or per month) answered through their long form: a
 * year in the question picks that column, questions across the periods read them as rows.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileQuery } from './compile';
import { ask, close, data, dir, one, registry, sql, useParserTables, value } from './parse-test-tables';
import { wideShape } from './wide-tables';

useParserTables();

const YEARS = [2018, 2019, 2020, 2021, 2022, 2023];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

async function writeWideTables(): Promise<void> {
  const sales = [`product_code,product_name,shop,${YEARS.join(',')}`];
  const products = ['Kettle', 'Toaster', 'Blender', 'Lamp'];
  for (const [p, product] of products.entries())
    for (const [s, shop] of ['North Shop', 'South Shop'].entries())
      sales.push(
        `${100 + p},${product},${shop},${YEARS.map((y, i) => (p + 1) * 1000 + s * 300 + i * (p - 1) * 150 + (y === 2021 ? 2000 : 0)).join(',')}`,
      );
  await writeFile(join(dir, 'product_sales_wide.csv'), sales.join('\n'));
  const visits = [`site,${MONTHS.join(',')}`];
  for (const [k, site] of ['Museum', 'Castle', 'Garden'].entries())
    visits.push(`${site},${MONTHS.map((_, m) => (k + 1) * 100 + (m === 6 ? 900 : m * 10)).join(',')}`);
  await writeFile(join(dir, 'site_visits_monthly.csv'), visits.join('\n'));
  const quarters = ['Q1 2022', 'Q2 2022', 'Q3 2022', 'Q4 2022', 'Q1 2023', 'Q2 2023'];
  const bookings = [`desk,${quarters.join(',')}`, `Front,${quarters.map((_, i) => 50 + i).join(',')}`];
  bookings.push(`Back,${quarters.map((_, i) => 70 - i).join(',')}`);
  await writeFile(join(dir, 'desk_bookings_quarterly.csv'), bookings.join('\n'));
  await registry.register(join(dir, 'desk_bookings_quarterly.csv'));
  await registry.register(join(dir, 'product_sales_wide.csv'));
  await registry.register(join(dir, 'site_visits_monthly.csv'));
}

const sumOf = (column: string, where = 'TRUE') =>
  one(`SELECT sum("${column}") FROM product_sales_wide WHERE ${where}`);

describe('the wide shape', () => {
  it('is one numeric column per year or month in order, beside label columns', () => {
    const num = (name: string) => ({ name, type: 'BIGINT' });
    const label = { name: 'product', type: 'VARCHAR' };
    expect(wideShape([label, ...YEARS.map((y) => num(String(y)))])).toMatchObject({
      kind: 'year',
      name: 'year',
      value: 'value',
    });
    expect(wideShape([label, ...MONTHS.map(num)])).toMatchObject({ kind: 'month', name: 'month' });
    expect(wideShape([label, num('Q1 2020'), num('Q2 2020'), num('Q3 2020')])).toMatchObject({ kind: 'period' });
    // a table of its own year column keeps it: the long form's period column is named apart
    expect(wideShape([{ name: 'year', type: 'VARCHAR' }, ...YEARS.map((y) => num(String(y)))])?.name).toBe('year_');
    // two year columns, years out of order, or years held as text are no wide table
    expect(wideShape([label, num('2019'), num('2020')])).toBeUndefined();
    expect(wideShape([label, num('2020'), num('2018'), num('2019')])).toBeUndefined();
    expect(wideShape([label, ...YEARS.map((y) => ({ name: String(y), type: 'VARCHAR' }))])).toBeUndefined();
  });

  it('compiles to a stack of the period columns the filters keep', () => {
    const table = {
      name: 'sales',
      columns: [{ name: 'product', type: 'VARCHAR' }, ...YEARS.map((y) => ({ name: String(y), type: 'BIGINT' }))],
    };
    const unpivot = { columns: YEARS.map(String), name: 'year', value: 'value' };
    const one = compileQuery(table, {
      dataset: 'sales',
      kind: 'aggregate',
      measures: [{ fn: 'sum', column: 'value' }],
      filters: [{ kind: 'values', column: 'year', values: [2020] }],
      groupBy: [],
      unpivot,
    });
    expect(one.sql).toContain('"2020"');
    expect(one.sql).not.toContain('"2019"');
    const all = compileQuery(table, {
      dataset: 'sales',
      kind: 'aggregate',
      measures: [{ fn: 'sum', column: 'value' }],
      filters: [],
      groupBy: [{ column: 'year' }],
      unpivot,
    });
    expect(all.sql.match(/UNION ALL/g)).toHaveLength(YEARS.length - 1);
  });
});

describe('a table with one column per year', () => {
  it('reads a year as that column, summed over the rows the other words pick', async () => {
    await writeWideTables();
    const total = await ask('total sales in 2020', 'product_sales_wide');
    close(value(total), await sumOf('2020'));
    expect(total.markdown).toContain('2020 column');
    close(value(await ask('kettle in 2019', 'product_sales_wide')), await sumOf('2019', "product_name = 'Kettle'"));
    close(
      value(await ask('south shop 2022', 'product_sales_wide')),
      await sumOf('2022', "shop = 'South Shop'"),
    );
    // a follow-up changes the year and keeps the rest
    const again = await ask('and 2021?', 'product_sales_wide', { previousQuery: total.query });
    close(value(again), await sumOf('2021'));
  });

  it('answers across the years from the long form', async () => {
    const best = await ask('which year had the highest total', 'product_sales_wide');
    expect(best.markdown).toContain('**2021**');
    const byYear = data(await ask('total by year', 'product_sales_wide'));
    expect(byYear.rows).toHaveLength(YEARS.length);
    close(Number(byYear.rows[0]?.[byYear.valueKeys[0] as string]), await sumOf('2018'));
    const overYears = data(await ask('kettle sales over the years', 'product_sales_wide'));
    expect(overYears.rows).toHaveLength(YEARS.length);
    const change = data(await ask('toaster 2019 vs 2022', 'product_sales_wide'));
    close(Number(change.rows[0]?.a), await sumOf('2019', "product_name = 'Toaster'"));
    close(Number(change.rows[0]?.b), await sumOf('2022', "product_name = 'Toaster'"));
    const top = await ask('which product sold the most in 2023', 'product_sales_wide');
    const [leader] = await sql(
      'SELECT product_name FROM product_sales_wide GROUP BY 1 ORDER BY sum("2023") DESC LIMIT 1',
    );
    expect(top.markdown).toContain(`**${leader?.product_name}**`);
  });

  it('counts the table\u2019s own rows when the question reads no period', async () => {
    close(
      value(await ask('how many rows have South Shop', 'product_sales_wide')),
      await one("SELECT count(*) FROM product_sales_wide WHERE shop = 'South Shop'"),
    );
  });
});

describe('a table with one column per month', () => {
  it('reads the months as rows, in calendar order', async () => {
    const byMonth = data(await ask('visits by month', 'site_visits_monthly'));
    expect(byMonth.rows).toHaveLength(12);
    expect(String(byMonth.rows[0]?.[byMonth.labelKeys[0] as string])).toMatch(/^Jan/);
    const busiest = await ask('which month had the most visits', 'site_visits_monthly');
    expect(busiest.markdown).toContain('**Jul');
    close(
      value(await ask('castle visits in March', 'site_visits_monthly')),
      await one("SELECT \"Mar\" FROM site_visits_monthly WHERE site = 'Castle'"),
    );
  });
});

describe('a table with one column per quarter of a year', () => {
  it('keeps the quarters in the order of their columns', async () => {
    const byPeriod = data(await ask('bookings by period', 'desk_bookings_quarterly'));
    expect(byPeriod.rows.map((r) => r[byPeriod.labelKeys[0] as string])).toEqual([
      'Q1 2022',
      'Q2 2022',
      'Q3 2022',
      'Q4 2022',
      'Q1 2023',
      'Q2 2023',
    ]);
    close(Number(byPeriod.rows[0]?.[byPeriod.valueKeys[0] as string]), 120);
  });
});
