import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

// An invented courier log: durations written minutes:seconds, some past an hour.
const RUNS = `Run,Courier,Duration,Miles
1,Ada,9:36,2.1
2,Ada,74:05,20.4
3,Ben,16:44,4.0
4,Ben,30:15,8.2
`;

const runs = useCsvTables({ runs: RUNS });

describe('a duration asked in another unit than the table gives', () => {
  it('is converted even when the unit is said right after the column ("avg duration in mins")', async () => {
    const answer = await runs.ask('avg duration in mins', 'runs');
    // (576 + 4445 + 1004 + 1815) / 4 seconds = 1960 s
    expect(answer.markdown).toContain('32.667 min');
  });
});

describe('"who" opening a question with no condition', () => {
  it('is the table\'s one column of people', async () => {
    const answer = await runs.ask('who has the highest avg miles', 'runs');
    expect(answer.markdown).toContain('**Ada**');
  });
});

// An invented parcel log with snake-case status codes.
const PARCELS = `Parcel,Status,Weight
p1,delivered,2.0
p2,failed_no_access,1.5
p3,delivered,3.1
p4,failed_no_access,0.7
p5,returned_to_sender,1.1
`;

const parcels = useCsvTables({ parcels: PARCELS });

describe('the end of a snake-case status code said alone', () => {
  it('is the whole code, its "no" no negation', async () => {
    expect((await parcels.ask('how many no access parcels', 'parcels')).markdown).toContain('**2**');
    expect((await parcels.ask('how many parcels were no access', 'parcels')).markdown).toContain('**2**');
  });
});

// An invented delivery log whose busy-time multiplier is written `1.5x` (`1.0x` when none).
const DROPS = `Drop,Zone,Boost,Fee
d1,North,1.0x,4.00
d2,North,1.5x,6.00
d3,South,1.2x,5.00
d4,South,1.0x,4.00
d5,South,1.0x,4.50
`;

const drops = useCsvTables({ drops: DROPS });

describe('a multiplier column said as present', () => {
  it('keeps the rows whose multiplier is above 1', async () => {
    expect((await drops.ask('how many boost drops', 'drops')).markdown).toContain('**2**');
    expect((await drops.ask('what share of drops had boost pricing', 'drops')).markdown).toContain('40');
  });
});

// An invented café till log: how each sale was paid, and its status.
const TILL = `Ref,Status,Payment Method,Server
s1,done,Cash,Ann
s2,done,Card,Ann
s3,done,Card,Raj
s4,void,Cash,Raj
s5,done,Card,Ann
`;

const till = useCsvTables({ till: TILL });

describe('paid in / by a value of the column of how rows were paid', () => {
  it('is that value, the verb no amount', async () => {
    const answer = await till.ask('% of done rows paid in cash', 'till');
    expect(answer.markdown).toContain('25');
    expect(answer.markdown).not.toContain('did not use');
  });
});

describe('"who did it" after the row a question picks', () => {
  it('shows that row\'s person', async () => {
    const answer = await runs.ask('longest run by miles - who drove it', 'runs');
    expect(answer.markdown).toContain('**Ada**');
    expect(answer.markdown).toContain('20.4');
  });
});

// An invented list of tours: a code and a name of each tour, and its type.
const TOURS = `Tour Code,Tour Name,Type,Price
T01,Old Town Walk,Walking,20
T02,Harbour by Boat,Boat,45
T03,Castle Walk,Walking,30
T04,River Cruise,Boat,55
T05,Night Ghost Walk,Walking,25
`;

const tours = useCsvTables({ tours: TOURS });

describe("the rows' noun before a one-word column", () => {
  it('says whose column it is ("by tour type" is by Type, not by the tour code)', async () => {
    const answer = await tours.ask('avg price by tour type', 'tours');
    expect(answer.markdown).toContain('Boat');
    expect(answer.markdown).toContain('50');
    expect(answer.markdown).not.toContain('T01');
  });
});

// An invented two-country table named after its countries.
const PAIR = `country,year,births
Norland,1990,12
Sudland,1990,30
Norland,2000,10
Sudland,2000,25
`;

const pair = useCsvTables({ norland_sudland_stats: PAIR });

describe("a word of the dataset's name that is a value", () => {
  it('stays that value before a column ("sudland births")', async () => {
    const answer = await pair.ask('norland vs sudland births in 2000', 'norland_sudland_stats');
    expect(answer.markdown).toContain('10');
    expect(answer.markdown).toContain('25');
  });
});
