import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { countryForms } from './geo-codes';

// An invented panel: a few countries (smaller UN members among them) scored each year.
const NAMES = ['Malawi', 'Tonga', 'Suriname', 'Nepal', 'Chad', 'Laos'];
const PANEL = [
  'Year,Code,Name,Mark',
  ...[2001, 2002, 2003, 2004, 2005].flatMap((y) =>
    NAMES.slice(0, y === 2001 ? 4 : 6).map((n, i) => `${y},C${i},${n},${(i - 2) * 0.5 + (y - 2000) * 0.1}`),
  ),
].join('\n');
// One row per decade.
const DECADES = ['Period,Aldoria,Brevia', '1901-1910,100,10', '1911-1920,300,30', '1921-1930,200,20'].join(
  '\n',
);

// One row per country, named and coded.
const LIST = ['name,iso_a2,area', 'Malawi,MW,118', 'Tonga,TO,1', 'Nepal,NP,147', 'Chad,TD,1284'].join('\n');

const t = useCsvTables({ panel: PANEL, decades: DECADES, list: LIST });

describe('countries over a column of their names', () => {
  it('knows the smaller members', () => {
    expect(countryForms('tonga')).toContain('ton');
    expect(countryForms('saint lucia')).toContain('lc');
  });

  it('counts the rows when a name and a code column both hold one country per row', async () => {
    const reply = await t.ask('how many countries are in the table', 'list');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('**4**');
  });

  it('counts the countries by the column of names', async () => {
    const reply = await t.ask('how many countries are in this data', 'panel');
    expect(reply.markdown).toContain('**6**');
  });
});

describe('a grouping the parse contradicts', () => {
  it('reads "per year from A to B" as every year between them', async () => {
    const reply = await t.ask('number of rows per year from 2001 to 2003', 'panel');
    expect(reply.query?.kind).toBe('aggregate');
    expect(reply.query?.filters).toEqual([{ kind: 'between', column: 'Year', from: 2001, to: 2003 }]);
    expect(reply.markdown).toContain('2002');
  });

  it('reads "avg per decade" over one row per decade as the average over them', async () => {
    const reply = await t.ask('avg per decade from aldoria', 'decades');
    expect(reply.query?.groupBy).toEqual([]);
    expect(reply.markdown).toContain('200');
    const by = await t.ask('avg aldoria by decade', 'decades');
    expect(by.query?.groupBy.length).toBe(1);
    const across = await t.ask('median area across names', 'list');
    expect(across.query?.groupBy).toEqual([]);
    expect(across.markdown).toContain('132.5');
  });
});
