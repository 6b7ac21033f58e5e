import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// A race's podiums, one row a year, and a list of tests with outcomes written with a hyphen.
const PODIUMS = `Year,Start town,Winner,Team,Second,Third
2011,Arlo,Ida Brenn,Kites,Ole Vasko,Pim Arlo
2012,Brae,Ole Vasko,Gulls,Ida Brenn,Ulf Sande
2013,Cove,Pim Arlo,Kites,Ulf Sande,Tess Orr
`;
const TESTS = `Test,Craft,Outcome
1,C1,Lost
2,C2,Lost on re-entry
3,C3,Landed
4,C4,Lost on re-entry
`;

const t = useCsvTables({ podiums: PODIUMS, craft_tests: TESTS });

describe('columns and cells spelled another way', () => {
  it('reads a place in figures as the column headed by it in words', async () => {
    expect((await t.ask('who was 3rd in 2012', 'podiums')).markdown).toMatch(/^\*\*Ulf Sande\*\*/);
    expect((await t.ask('who was 2nd in 2013', 'podiums')).markdown).toMatch(/^\*\*Ulf Sande\*\*/);
  });

  it('matches a prefixed word with or without its hyphen', async () => {
    const reply = await t.ask('which craft were lost on reentry', 'craft_tests');
    expect(reply.markdown).toContain('C2');
    expect(reply.markdown).toContain('C4');
    expect(reply.markdown).not.toContain('C1');
  });
});

// Invented prize winners with a year of the award and a year of birth; regions with two figures.
const PRIZES = `Year,Winner,Born
1990,Ann Vale,1952
1994,Bo Reyes,1961
2010,Cy Mott,1983
2014,Di Park,1986
2018,Ed Lunn,1979
`;
const MEDALS = `Rank,Nation,Gold,Total
1,Norland,14,39
2,Estmark,11,29
3,Westria,8,20
`;
const REGIONS = `Region,Population (2020),Density (per km²)
Northmark,"2,400,000",120
Southmark,"900,000",45
`;
const u = useCsvTables({ prize_winners: PRIZES, region_list: REGIONS, medal_list: MEDALS });

describe('a decade said by its last two digits, and a column named by its head noun', () => {
  it('reads "born in the 80s" on the birth year, in the century of its years', async () => {
    expect((await u.ask('how many winners were born in the 80s', 'prize_winners')).markdown).toMatch(/^\*\*2\*\*/);
  });

  it('reads "population density of X" as the density, not the population', async () => {
    expect((await u.ask('population density of northmark', 'region_list')).markdown).toMatch(/^\*\*120\*\*/);
  });

  it('keeps the noun after which as the column asked ("which nation ranked after X")', async () => {
    expect((await u.ask('which nation ranked after estmark?', 'medal_list')).markdown).toMatch(/^\*\*Westria\*\*/);
  });
});
