import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented list: one row per dialect, each with its own figures.
const DIALECTS = `Dialect,Region,Native speakers (thousands),Villages
Orvish,North,410,38
Tellic,North,95,12
Marran,South,1200,71
Pell,East,33,4
Susk,South,580,40
Varnic,East,72,9
`;
// A list of winners: a name stands on a few rows.
const CHAMPIONS = `Year,Champion,Runner-up
2001,Ada Morn,Kel Orn
2002,Bo Tash,Ada Morn
2003,Ada Morn,Cy Vell
2004,Dee Pa,Bo Tash
2005,Eli Ro,Dee Pa
2006,Fay Lin,Eli Ro
2007,Gus Ko,Fay Lin
2008,Hal Ma,Gus Ko
2009,Ivy Na,Hal Ma
2010,Jo Pe,Ivy Na
`;

// One row per player, titles per event in columns named by codes.
const SLAMS = `Rank,Player,Country,AO,FO,WIM,USO,Total
1,Ada Morn,AUS,11,5,3,5,24
2,Bo Tash,USA,7,3,7,6,23
3,Cy Vell,GER,4,6,7,5,22
4,Dee Pa,USA,0,2,9,4,15
5,Eli Ro,USA,2,7,3,6,18
6,Fay Lin,AUS,4,1,1,0,6
`;

// One row per region: an amount, a percentage and a change in percent of each.
const HYDRO = `Region,Reactors,Generation (TWh),Share of power,Change 2022-23
Orvia,12,80,34,+5.1%
Tellan,4,20,9,-2.0%
Marrow,30,300,71,+1.4%
Pesk,2,8,3,+0.3%
Quill,6,40,18,-7.5%
`;

const tables = useCsvTables({
  dialects: DIALECTS,
  champions: CHAMPIONS,
  slams: SLAMS,
  hydro_by_region: HYDRO,
});

describe('a count asked of one named row', () => {
  it('asks which of the row’s figures is meant instead of answering 1', async () => {
    const reply = await tables.ask('how many people use tellic', 'dialects');
    expect(reply.markdown).not.toContain('**1**');
    expect(reply.clarify?.choices[0]).toBe('what is the Native speakers (thousands) of Tellic');
  });

  it('still counts the rows of a name that stands on several rows', async () => {
    const reply = await tables.ask('how many times did ada morn win', 'champions');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('**2**');
  });

  it('still counts rows that meet a condition', async () => {
    const reply = await tables.ask('how many dialects are spoken in the south', 'dialects');
    expect(reply.markdown).toContain('**2**');
  });

  it('asks on the table reading too, where a demonym and a name pick the one row', async () => {
    const reply = await tables.ask('how many australian opens did ada morn win', 'slams');
    expect(reply.markdown).not.toContain('**1**');
    expect(reply.clarify?.choices).toContain('what is the AO of Ada Morn');
  });

  it('still counts the rows a demonym picks', async () => {
    const reply = await tables.ask('how many australians are there', 'slams');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('**2**');
  });

  it('asks which figure a share of one named row is of, instead of 1 of n rows', async () => {
    const reply = await tables.ask('what share of the people in these dialects speak marran', 'dialects');
    expect(reply.markdown).not.toContain('1 of 6');
    expect(reply.clarify?.choices[0]).toBe('what share of the total Native speakers (thousands) is Marran');
  });

  it('still gives the share of rows a condition on a repeated value picks', async () => {
    const reply = await tables.ask('what percentage of dialects are in the south', 'dialects');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('2 of 6');
  });

  it('reads a figure of the row said with a percent sign, not a share of the rows', async () => {
    const reply = await tables.ask('whats the villages % in orvish', 'dialects');
    expect(reply.markdown).not.toContain('share of the rows');
  });

  it('reads the percentage a share of one named row names, not 1 of n rows', async () => {
    const reply = await tables.ask("what share of orvia's power is hydro", 'hydro_by_region');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).not.toContain('1 of 5');
    expect(reply.markdown).toContain('34');
  });

  it('reads a percentage change of one named row from its column', async () => {
    const reply = await tables.ask("what was tellan's percentage change", 'hydro_by_region');
    expect(reply.markdown).not.toContain('1 of 5');
    expect(reply.markdown).toContain('-2');
  });
});
