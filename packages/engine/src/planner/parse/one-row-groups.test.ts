import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

/** A small deterministic sequence of figures, none repeated. */
const figure = (i: number) => ((i * 37) % 211) + 0.5;

// An invented yearly series: a year and one figure named by a code (1801–1900).
const COMETS = ['year,GLOWIDX', ...Array.from({ length: 100 }, (_, i) => `${1801 + i},${figure(i)}`)].join(
  '\n',
);
// An invented weekly series over dates: one row a week.
const KITES = [
  'week,VAL',
  ...Array.from({ length: 60 }, (_, i) => {
    const day = new Date(Date.UTC(2021, 0, 4 + 7 * i)).toISOString().slice(0, 10);
    return `${day},${(i * 53) % 97}`;
  }),
].join('\n');
// An invented monthly series over dates: one row a month, 2010–2013.
const FERRIES = [
  'month,FX.PAX',
  ...Array.from(
    { length: 48 },
    (_, i) => `${2010 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01,${100 + i * 3}`,
  ),
].join('\n');
// An invented yearly table with two figures.
const HARBOUR = [
  'year,SHIPS,TONNAGE',
  ...Array.from({ length: 40 }, (_, i) => `${1950 + i},${i % 13},${1000 + i * 17}`),
].join('\n');

// An invented list of lakes, each in its own country: one lake named is a plain count of 1.
const LAKES = [
  'Lake,Nation,Depth',
  'Ora,Norland,120',
  'Pel,Sudia,80',
  'Quen,Ostria,95',
  'Rull,Vemark,40',
].join('\n');

// An invented yearly list of winners with their age: a question for a name is not a figure.
const PRIZES = [
  'Year,Winner,Age',
  ...Array.from({ length: 8 }, (_, i) => `${2001 + i},Person ${i},${30 + i}`),
].join('\n');

const t = useCsvTables({
  comets: COMETS,
  kites: KITES,
  harbour: HARBOUR,
  lakes: LAKES,
  prizes: PRIZES,
  ferries: FERRIES,
});

const values = Array.from({ length: 100 }, (_, i) => ({ year: 1801 + i, v: figure(i) }));
const ranked = [...values].sort((a, b) => b.v - a.v);

describe('a count over groups of one row each', () => {
  it('ranks the years by the one measure instead of tying every year at 1', async () => {
    const most = await t.ask('which year had the most comets', 'comets');
    expect(most.query?.kind).toBe('rows');
    expect(most.markdown).toContain(String(ranked[0]!.year));
    const top = await t.ask('top 3 years', 'comets');
    for (const r of ranked.slice(0, 3)) expect(top.markdown).toContain(String(r.year));
    const least = await t.ask('fewest comets of any year since 1850', 'comets');
    const low = values.filter((r) => r.year >= 1850).sort((a, b) => a.v - b.v)[0]!;
    expect(least.markdown).toContain(String(low.year));
  });

  it('reads the figure of one year when its rows are counted', async () => {
    const reply = await t.ask('comets in 1850', 'comets');
    expect(reply.query?.measures).toEqual([{ fn: 'sum', column: 'GLOWIDX' }]);
    expect(reply.markdown).toContain(String(figure(49)));
  });

  it('reads "how many that year" after the top year as that year\'s figure', async () => {
    const top = await t.ask('which year had the most comets', 'comets');
    const reply = await t.ask('how many that year?', 'comets', top);
    expect(reply.markdown).toContain(String(ranked[0]!.v));
  });

  it('compares two years of one row each without asking to add up or average', async () => {
    const reply = await t.ask('1820 vs 1830', 'comets');
    expect(reply.clarify).toBeUndefined();
    expect(reply.query?.kind).toBe('compare');
    expect(reply.markdown).toContain(String(figure(19)));
    expect(reply.markdown).toContain(String(figure(29)));
  });

  it('reads the figure of one month of a monthly series', async () => {
    // march 2012: i = 26
    const reply = await t.ask('ferries in march 2012', 'ferries');
    expect(reply.query?.measures).toEqual([{ fn: 'sum', column: 'FX.PAX' }]);
    expect(reply.markdown).toContain('**178**');
  });

  it('ranks a weekly series grouped by week', async () => {
    const reply = await t.ask('top 3 weeks ever', 'kites');
    expect(reply.query?.kind).toBe('rows');
    expect(reply.query?.order).toEqual({ by: 'VAL', dir: 'desc' });
    const best = Math.max(...Array.from({ length: 60 }, (_, i) => (i * 53) % 97));
    expect(reply.markdown).toContain(`(${best})`);
  });

  it('asks which figure when the table has several, naming each', async () => {
    const reply = await t.ask('which year had the most arrivals', 'harbour');
    expect(reply.clarify).toBeDefined();
    const text = JSON.stringify(reply.clarify);
    expect(text).toContain('SHIPS');
    expect(text).toContain('TONNAGE');
  });

  it('leaves a count over a name that stands on one row', async () => {
    const reply = await t.ask('how many lakes are in sudia', 'lakes');
    expect(reply.markdown).toContain('**1**');
  });

  it('does not read a figure when a name is asked', async () => {
    const reply = await t.ask('who won the prize in 2004', 'prizes');
    expect(reply.query?.measures ?? []).not.toContainEqual({ fn: 'sum', column: 'Age' });
  });

  it('leaves a count of rows said as rows, or of the periods themselves', async () => {
    const reply = await t.ask('how many rows in 1850', 'comets');
    expect(reply.markdown).toContain('**1**');
    const seasons = await t.ask('how many seasons in 1850', 'comets');
    expect(seasons.query?.measures).toEqual([{ fn: 'count' }]);
  });
});
