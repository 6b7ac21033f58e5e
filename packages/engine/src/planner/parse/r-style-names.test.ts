import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { splitWords } from '../text';

// Invented tables with R-style dotted names and an abbreviated fertility rate.
const LANDS = [
  'name,TFR,infant.deaths,GDP,zone',
  'Aldoria,2.1,12,30000,North',
  'Brevia,5.5,80,900,South',
  'Corland,1.6,5,41000,North',
  'Dunmark,4.0,60,2500,South',
].join('\n');
const STANCES = [
  'Year,Name,Stance.pt',
  ...[2001, 2002, 2003].flatMap((y, i) => [
    `${y},Aldoria,${0.5 + i}`,
    `${y},Brevia,${-1 - i}`,
    `${y},Corland,${0.1 * i}`,
  ]),
].join('\n');

const t = useCsvTables({ lands: LANDS, stances: STANCES });

describe('dotted column names', () => {
  it('splits a dot between two words, not initials', () => {
    expect(splitWords('infant.mortality')).toEqual(['infant', 'mortality']);
    expect(splitWords('u.s. sales')).toEqual(['u.s', 'sales']);
    expect(splitWords('3.5 km')).toEqual(['3.5', 'km']);
  });

  it('names the column by its words', async () => {
    const reply = await t.ask('avg infant deaths by zone', 'lands');
    expect(reply.query?.measures).toEqual([{ fn: 'avg', column: 'infant.deaths' }]);
  });
});

describe('words for a figure', () => {
  it('reads fertility as TFR', async () => {
    const reply = await t.ask('highest fertility in the south', 'lands');
    expect(reply.markdown).toContain('Brevia');
  });

  it('reads "score" as the one measure', async () => {
    const reply = await t.ask('which name had the lowest score in 2003', 'stances');
    expect(reply.markdown).toContain('Brevia');
  });
});

describe('per capita', () => {
  it('is part of the name of a figure when no column counts people', async () => {
    const reply = await t.ask('avg gdp per capita in the north', 'lands');
    expect(reply.markdown).toContain('35,500');
  });
});
