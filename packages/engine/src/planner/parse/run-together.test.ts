import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented tables: a yearly metals series under upper-case run-together headers, vote counts of
// two numbered sessions, a binned table with text bins, a compass table and a survival table.
const METALS = `YEAR,WORLDOUTPUT,TINPRICE,ZINCPRICE
2001,10.5,30,12
2002,11.0,34,11
2003,12.5,28,15
2004,13.0,40,14
`;

const SESSIONS = `BOARD,VOTES11,VOTES12,SEATS
North,120,90,7
South,80,140,5
East,60,75,4
`;

const BANDS = `site,band,share
Alder,0-5,10.5
Alder,5-10,6.0
Alder,10+,2.5
Birch,0-5,8.0
Birch,5-10,7.5
Birch,10+,4.0
`;

const COMPASS = `point,calls
N,12
E,30
S,7
W,19
NE,4
`;

const SURVIVAL = `Arm,T,Status
ALL,100,1
ALL,250,0
ALL,400,1
AML-Low Risk,900,0
AML-Low Risk,50,1
AML-High Risk,30,1
AML-High Risk,700,0
`;

const tables = useCsvTables({
  metals: METALS,
  sessions: SESSIONS,
  bands: BANDS,
  compass: COMPASS,
  survival: SURVIVAL,
});

describe('run-together headers', () => {
  it('reads a word said inside a run-together name as that column', async () => {
    const reply = await tables.ask('avg output', 'metals');
    expect(reply.markdown).toContain('WORLDOUTPUT');
    expect(reply.markdown).toContain('**11.75**');
  });

  it('reads a clipped word and the name word together', async () => {
    const reply = await tables.ask('corr tin vs zinc price', 'metals');
    expect(reply.query?.kind).toBe('correlation');
    expect(reply.query?.pair).toEqual(['TINPRICE', 'ZINCPRICE']);
  });

  it('asks rather than picks when the word said ends several names', async () => {
    const reply = await tables.ask('avg price', 'metals');
    expect(reply.clarify).toBeDefined();
  });
});

describe('numbered sibling columns', () => {
  it('lets an ordinal pick the column with its number', async () => {
    const reply = await tables.ask('total votes in the 12th', 'sessions');
    expect(reply.markdown).toContain('VOTES12');
    expect(reply.markdown).toContain('**305**');
  });

  it('reads the overall drop between two ordinals as the change of the totals', async () => {
    const reply = await tables.ask('overall drop in votes from the 12th to the 11th', 'sessions');
    expect(reply.markdown).toContain('**45**');
  });
});

describe('text bins written with numbers and signs', () => {
  it('reads "10+" and "5-10" as the cells, not as numbers', async () => {
    const reply = await tables.ask('total share at 10+', 'bands');
    expect(reply.markdown).toContain('**6.5**');
    const both = await tables.ask('total share for the 5-10 bin at Birch', 'bands');
    expect(both.markdown).toContain('**7.5**');
  });
});

describe('one-letter codes written as capitals', () => {
  it('reads a capital letter that one column holds as its value', async () => {
    const reply = await tables.ask('calls from E vs W', 'compass');
    expect(reply.query?.kind).toBe('compare');
    expect(reply.markdown).toContain('30');
    expect(reply.markdown).toContain('19');
  });
});

describe('survival tables', () => {
  it('reads censored and event as the status flag', async () => {
    const censored = await tables.ask('how many were censored', 'survival');
    expect(censored.markdown).toContain('**3**');
    const share = await tables.ask('what % of patients had an event', 'survival');
    expect(share.markdown).toContain('57.14');
  });

  it('keeps a group named by the acronym ALL among acronyms', async () => {
    const ranked = await tables.ask('which arm has the highest median T', 'survival');
    expect(ranked.query?.filters ?? []).toEqual([]);
    expect(ranked.markdown).toContain('AML-Low Risk');
  });
});
