/**
 * The parser on tables of particular shapes written by the tests themselves: camelCase names, a
 * year as a number, a medal table, a column of counts, a measurement that is neither amount nor
 * level, a column named after its unit; and numbers written in words.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeNumbers } from './lexicon';
import { ask, close, data, dir, one, registry, rng, sql, useParserTables, value } from './parse-test-tables';

useParserTables();

describe('camelCase names, a year as a number and a month as a word', () => {
  it('filters and groups by them, reads flags as rates and abbreviations as their words', async () => {
    close(
      value(await ask('how many stays in July 2016', 'hotel_stays')),
      await one("SELECT count(*) FROM hotel_stays WHERE arrivalYear = 2016 AND arrivalMonth = 'July'"),
    );
    close(
      value(await ask('average daily rate for the resort hotel', 'hotel_stays')),
      await one("SELECT avg(dailyRate) FROM hotel_stays WHERE hotelName = 'Resort Hotel'"),
    );
    close(
      value(await ask('highest adr', 'hotel_stays')),
      await one('SELECT max(dailyRate) FROM hotel_stays'),
    );
    close(
      value(await ask('stays with children', 'hotel_stays')),
      await one('SELECT count(*) FROM hotel_stays WHERE children > 0'),
    );
    const rates = data(await ask('cancellation rate by hotel', 'hotel_stays'));
    const city = await one("SELECT 100.0 * avg(isCanceled) FROM hotel_stays WHERE hotelName = 'City Hotel'");
    close(Number(rates.rows.find((row) => row.hotelName === 'City Hotel')?.percent), city);
    const busiest = await ask('which month had the most stays', 'hotel_stays');
    const top = await sql('SELECT arrivalMonth FROM hotel_stays GROUP BY 1 ORDER BY count(*) DESC LIMIT 1');
    expect(busiest.markdown).toContain(`**${top[0]?.arrivalMonth}**`);
  });
});

describe('small reference tables (a medal table)', () => {
  it('ranks, "total number of", who ranked first, positions where lower is better', async () => {
    const medals = [
      'Rank,Nation,Gold,Silver,Bronze,Total',
      '1,Norway,14,14,11,39',
      '2,Germany,12,10,7,29',
      '3,Canada,11,8,10,29',
      '4,Japan,4,5,4,13',
    ];
    await writeFile(join(dir, 'medal_table.csv'), medals.join('\n'));
    await registry.register(join(dir, 'medal_table.csv'));
    close(value(await ask('what is the total number of bronze medals', 'medal_table')), 32);
    expect((await ask('who ranked first', 'medal_table')).markdown).toContain('Norway');
    expect((await ask('which nation placed third', 'medal_table')).markdown).toContain('Canada');
    expect((await ask('which nation won the most gold medals', 'medal_table')).markdown).toContain(
      '**Norway**',
    );
    const best = await ask('which nation has the highest rank', 'medal_table');
    expect(best.markdown).toContain('**Norway**');
  });
});

describe('numbers in words and units', () => {
  it('reads number words, thousands and millions', () => {
    expect(normalizeNumbers('top ten players')).toBe('top 10 players');
    expect(normalizeNumbers('above 5k and under 2.5m')).toBe('above 5000 and under 2500000');
    expect(normalizeNumbers('twenty five or three hundred')).toBe('25 or 300');
    expect(normalizeNumbers('more than 1,200')).toBe('more than 1200');
    expect(normalizeNumbers('which one')).toBe('which one');
  });
});

describe('a column of counts, levels standing at a date, signs', () => {
  it('counting adds up a count column, employment is averaged over a year, negative means below zero', async () => {
    const counts = ['species,region,year,count'];
    const r = rng(11);
    for (const species of ['Robin', 'Wren', 'Heron', 'Swift'])
      for (const region of ['north', 'south'])
        for (const year of [2020, 2021, 2022])
          counts.push(`${species},${region},${year},${Math.floor(r() * 900)}`);
    await writeFile(join(dir, 'bird_census.csv'), counts.join('\n'));
    const staffing = ['period,hospitals,schools,net_change'];
    for (let m = 0; m < 36; m++) {
      const period = new Date(Date.UTC(2019, m, 1)).toISOString().slice(0, 10);
      staffing.push(
        `${period},${5000 + Math.floor(r() * 300)},${8000 + Math.floor(r() * 500)},${Math.floor(r() * 200) - 100}`,
      );
    }
    await writeFile(join(dir, 'staff_levels.csv'), staffing.join('\n'));
    await registry.register(join(dir, 'bird_census.csv'));
    await registry.register(join(dir, 'staff_levels.csv'));
    close(
      value(await ask('how many robins were there in 2021', 'bird_census')),
      await one("SELECT sum(count) FROM bird_census WHERE species = 'Robin' AND year = 2021"),
    );
    close(
      value(await ask('how many rows for robins', 'bird_census')),
      await one("SELECT count(*) FROM bird_census WHERE species = 'Robin'"),
    );
    const top = await ask('which species had the most in 2022', 'bird_census');
    const first = await sql(
      'SELECT species FROM bird_census WHERE year = 2022 GROUP BY 1 ORDER BY sum(count) DESC LIMIT 1',
    );
    expect(top.markdown).toContain(`**${first[0]?.species}**`);
    const byYear = data(await ask('hospitals employment by year', 'staff_levels'));
    const avg2020 = await one('SELECT avg(hospitals) FROM staff_levels WHERE year(period) = 2020');
    const row2020 = byYear.rows.find((row) => String(row[byYear.labelKeys[0] as string]).startsWith('2020'));
    close(Number(row2020?.[byYear.valueKeys[0] as string]), avg2020);
    close(
      value(await ask('how many months had a negative net change', 'staff_levels')),
      await one('SELECT count(*) FROM staff_levels WHERE net_change < 0'),
    );
  });
});

describe('a measurement that is neither an amount nor a level', () => {
  it('asks whether to add it up or average it when comparing groups, and answers once told', async () => {
    const r = rng(5);
    const assay = ['sample,arm,titre'];
    for (let i = 0; i < 30; i++)
      assay.push(`S${i},${i % 3 === 0 ? 'control' : 'treated'},${(r() * 50).toFixed(3)}`);
    await writeFile(join(dir, 'assay_results.csv'), assay.join('\n'));
    await registry.register(join(dir, 'assay_results.csv'));
    const asked = await ask('compare titre control vs treated', 'assay_results');
    expect(asked.clarify?.choices).toEqual([
      'compare average titre control vs treated',
      'compare total titre control vs treated',
    ]);
    const told = data(await ask('compare average titre control vs treated', 'assay_results'));
    expect(told.sql).toMatch(/avg\(/i);
    expect(told.sql).not.toMatch(/sum\(/i);
  });
});

describe('the unit of a column said before it', () => {
  it('"deaths from cholera", "died of typhus": the column named after the unit', async () => {
    const rows = ['week,cholera,typhus'];
    for (let w = 0; w < 20; w++)
      rows.push(`${new Date(Date.UTC(1850, 0, 1 + 7 * w)).toISOString().slice(0, 10)},${w * 3},${40 - w}`);
    await writeFile(join(dir, 'parish_register.csv'), rows.join('\n'));
    await registry.register(join(dir, 'parish_register.csv'));
    close(
      value(await ask('total deaths from cholera', 'parish_register')),
      await one('SELECT sum(cholera) FROM parish_register'),
    );
    close(
      value(await ask('how many died of typhus', 'parish_register')),
      await one('SELECT sum(typhus) FROM parish_register'),
    );
  });
});
