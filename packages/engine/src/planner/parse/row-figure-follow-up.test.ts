import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import type { Answer } from '../answer';

// Invented tables: storms with their region and toll, and towns with their people and libraries.
const STORMS = `Storm,Region,Year,Category,Deaths
Alder,North Coast,1821,5,9100
Birch,South Bay,1870,3,420
Cedar,North Coast,1905,4,1500
Dune,East Plain,1933,2,75
Elm,South Bay,1961,4,2300
Fern,North Coast,1988,1,12
Gale,East Plain,2004,3,640
`;
const TOWNS = `town,county,people,libraries,growth
Ashford,Kent,52000,4,1.2
Brookley,Surrey,18000,1,0.4
Colton,Kent,91000,7,2.6
Dunmore,Essex,30500,2,-0.3
Eastwick,Surrey,12750,1,0.9
Fairlea,Essex,64000,5,1.7
`;

const PONDS = `Pond,Area (ha),Depth (m),Fish
Millbrook,120,14,Carp
Oakmere,85,9,Pike
Reedwater,240,22,Perch
Stillwell,40,5,Carp
`;
const FARMS = `Region,Wheat (kt),Barley (kt)
Northdale,410,120
Westmoor,220,310
Southfen,530,95
Total,1160,525
`;

const tables = useCsvTables({ storms: STORMS, towns: TOWNS, ponds: PONDS, farms: FARMS });
const ask = (dataset: string, question: string, previous?: Answer) => tables.ask(question, dataset, previous);

describe('a follow-up asking for a figure of the row the previous answer named', () => {
  it('reads "how many died" as the ranked row’s own figure, not the column total', async () => {
    const first = await ask('storms', 'deadliest storm');
    expect(first.markdown).toContain('Alder');
    const next = await ask('storms', 'how many died', first);
    expect(next.query?.kind).toBe('rows');
    expect(next.markdown).toContain('9,100');
    expect(next.markdown).not.toContain('14,047');
  });

  it('asks for another column of a row named by its value', async () => {
    const first = await ask('towns', 'people of colton');
    expect(first.markdown).toMatch(/91,?000/);
    const next = await ask('towns', 'and how many libraries', first);
    expect(next.query?.columns?.[0]).toBe('libraries');
    expect(next.markdown).toContain('7');
    expect(next.markdown).not.toContain('20');
  });

  it('reads "its" as the row ranked first', async () => {
    const first = await ask('towns', 'which town has the fewest people');
    expect(first.markdown).toContain('Eastwick');
    const next = await ask('towns', "what's its growth", first);
    expect(next.markdown).toContain('0.9');
  });

  it('answers "how high" with the ranked figure', async () => {
    const first = await ask('towns', 'which town has the highest growth');
    const next = await ask('towns', 'how high', first);
    expect(next.query?.order).toEqual({ by: 'growth', dir: 'desc' });
    expect(next.markdown).toContain('2.6');
  });

  it('keeps a total asked for as a total over the previous conditions', async () => {
    const first = await ask('storms', 'how many storms in north coast');
    expect(first.markdown).toContain('3');
    const next = await ask('storms', 'total deaths there', first);
    expect(next.query?.kind).toBe('aggregate');
    expect(next.markdown).toContain('10,612');
  });

  it('reads a bare "when" and a year asked for as the row’s year', async () => {
    const first = await ask('storms', 'deadliest storm in south bay');
    expect(first.markdown).toContain('Elm');
    const when = await ask('storms', 'what year was that', first);
    expect(when.markdown).toContain('1961');
  });

  it('names another column of a row named before by the words of its header', async () => {
    const first = await ask('ponds', 'what fish is in oakmere?');
    expect(first.markdown).toContain('Pike');
    const next = await ask('ponds', 'and its depth?', first);
    expect(next.query?.columns?.[0]).toBe('Depth (m)');
    expect(next.markdown).toContain('9');
  });

  it('carries a look-up in a list with a Totals row to the next row asked for', async () => {
    const first = await ask('farms', "what was westmoor's barley");
    expect(first.markdown).toContain('310');
    expect(first.query?.filters).toEqual([{ kind: 'values', column: 'Region', values: ['Westmoor'] }]);
    const next = await ask('farms', "and southfen's?", first);
    expect(next.markdown).toContain('95');
  });

  it('is not read without an earlier answer about one row', async () => {
    const alone = await ask('storms', 'how many died');
    expect(alone.markdown).toContain('14,047');
    const counted = await ask('storms', 'how many storms in east plain');
    const next = await ask('storms', 'how many died', counted);
    expect(next.markdown).not.toMatch(/\*\*75\*\*/);
  });

  it('is not read when the previous query came from another table', async () => {
    const first = await ask('towns', 'which town has the most people');
    const next = await tables.ask('how many died', 'storms', first);
    expect(next.markdown).toContain('14,047');
  });
});
