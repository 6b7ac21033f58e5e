import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

// Invented tables: lighthouses with decimal coordinates, a star list with two name columns and
// magnitudes, a pump log whose delay column is in seconds.
const LIGHTS = `light,latitude,longitude
Skerry Point,58.2,-6.1
Cape Holm,-34.4,18.5
Gull Rock,-12.0,-77.2
Ness Head,61.0,4.9
Tern Bay,20.5,-105.3
`;

const STARS = `catalogue name,common name,V magnitude
J101.2+2210,Alba,4.2
J102.7+1904,Brisa,7.9
J103.1+2533,Corvo,2.6
J104.9+2011,Dorne,9.4
J105.0+2302,Esk,5.5
`;

const PUMPS = `pump,delay (s)
P1,0.0012
P2,0.0041
P3,0.0007
P4,0.0035
`;

const tables = useCsvTables({ lights: LIGHTS, stars: STARS, pumps: PUMPS });

describe('hemispheres, magnitudes and numbers in another unit', () => {
  it('reads "south of the equator" and "west of 100W" as latitude and longitude conditions', async () => {
    expect((await tables.ask('how many lights are south of the equator', 'lights')).markdown).toContain(
      '**2**',
    );
    expect((await tables.ask('how many lights lie west of 70W', 'lights')).markdown).toContain('**2**');
    expect((await tables.ask('how many lights are north of 60N', 'lights')).markdown).toContain('**1**');
  });

  it('ranks the brightest by the lowest magnitude, and names rows by words rather than codes', async () => {
    const brightest = await tables.ask('which star is the brightest', 'stars');
    expect(brightest.markdown).toContain('Corvo');
    const faintest = await tables.ask('which star is the faintest', 'stars');
    expect(faintest.markdown).toContain('Dorne');
  });

  it('writes a compared number said in ms in the header unit of seconds', async () => {
    const answer = await tables.ask('how many pumps had a delay above 3 ms', 'pumps');
    expect(answer.markdown).toContain('**2**');
    const avg = await tables.ask('average delay (ms)', 'pumps');
    expect(avg.markdown).toContain('2.375 ms');
  });
});

// An invented tally: one row per tile, a per-thousand share and a whole count.
const TILES = `tile,colour,Frequency,Number
T01,red,120.5,3012
T02,red,80.25,2006
T03,blue,300.0,7500
T04,green,499.25,12481
`;

const tally = useCsvTables({ tiles: TILES });

describe('a table of counts with a share column beside the count', () => {
  it('adds up the whole-number count, and counts rows when the noun of the rows is asked', async () => {
    expect((await tally.ask('total count per colour', 'tiles')).markdown).toContain('5,018');
    expect((await tally.ask('how many tiles are in the table', 'tiles')).markdown).toContain('**4**');
    expect((await tally.ask('total # of tiles counted', 'tiles')).markdown).toContain('24,999');
  });
});

// An invented registry: one row per assigned block of numbers, owned by an organization.
const BLOCKS = `Registry,Assignment,Organization Name
PX,A10F1,Norland Tools AG
PX,A10F2,Norland Tools AG
PX,A10F3,Vessa Labs
PX,B2201,Norland Tools AG
PX,B2202,Quill Systems
`;

const registry = useCsvTables({ blocks: BLOCKS });

describe('a registry of blocks owned by organizations', () => {
  it('reads the blocks as the rows and a company or an org as the organization', async () => {
    expect((await registry.ask('which company has the most blocks', 'blocks')).markdown).toContain('Norland Tools AG');
    expect((await registry.ask('how many blocks does vessa labs have', 'blocks')).markdown).toContain('**1**');
    expect((await registry.ask('how many different orgs', 'blocks')).markdown).toContain('**3**');
  });
});

// An invented inspection list: a text column holding "no" among other answers, and remarks.
const CHECKS = `unit,passed,remark
U1,yes,
U2,no,dent
U3,partly,
U4,no,
U5,yes,scratch
`;

const checks = useCsvTables({ checks: CHECKS });

describe('"no" before a column name', () => {
  it('is that column missing, not the value "no" of another column', async () => {
    expect((await checks.ask('how many units have no remark', 'checks')).markdown).toContain('**3**');
  });
});

// An invented daily gauge: two years of readings.
const GAUGE = `date,level
2020-01-01,5.0
2020-06-01,6.0
2020-12-01,7.0
2021-01-01,2.0
2021-06-01,3.0
2021-12-01,2.5
`;

const gauge = useCsvTables({ gauge: GAUGE });

describe('a period said as the row it ranks', () => {
  it('reads "year with the lowest avg level" as which year', async () => {
    const answer = await gauge.ask('year with the lowest avg level', 'gauge');
    expect(answer.markdown).toContain('2021');
    expect(answer.markdown).toContain('2.5');
  });
});

describe('a column named before the row it is about, with no question word', () => {
  it('shows that column of the row rather than counting rows', async () => {
    const answer = await checks.ask('remark on U5?', 'checks');
    expect(answer.markdown).toContain('scratch');
    expect(answer.markdown).not.toContain('number of rows');
  });
});

// An invented list of clocks with path-like zone names and catalogue-coded names.
const CLOCKS = `name,zone
ORBX-1 North,Polar/Alert
ORBX-2 South,Polar/Vostok
ORBX-3 East,Polar/Casey
Kell Tower,Coast/Brest
Mira Hall,Coast/Vigo
`;

const clocks = useCsvTables({ clocks: CLOCKS });

describe('a word that opens several values', () => {
  it('stands for every value it opens: a path head or a capital code', async () => {
    expect((await clocks.ask('how many clocks are Polar/ ones', 'clocks')).markdown).toContain('**3**');
    expect((await clocks.ask('how many ORBX clocks are there', 'clocks')).markdown).toContain('**3**');
  });
});

// An invented till log whose descriptions are written in capitals, several opening with THE.
const TILL = `Date,Description,Paid Out,Balance
03/02/2025,THE LANTERN INN INV 7,,510.00
02/02/2025,THE LANTERN INN INV 6,,470.00
02/02/2025,THE LANTERN INN INV 5,,430.00
01/02/2025,OAK MILLS FLOUR,40.00,390.00
01/02/2025,OAK MILLS FLOUR,30.00,430.00
`;

const till = useCsvTables({ till: TILL });

describe('a function word opening several values', () => {
  it('is no code standing for them ("the" before THE LANTERN INN …)', async () => {
    const answer = await till.ask('what is the average balance', 'till');
    expect(answer.markdown).toContain('**446**');
    expect(answer.markdown).not.toContain('LANTERN');
  });
});

// An invented mailing log: one audience opens with a capital code, a subject line holds it inside.
const MAILS = `Audience,Subject,Opens
NHS Staff,Spring menu is here,40
NHS Staff,Staff treats this week,60
Walkers Club,Boots for NHS heroes,10
Walkers Club,New trails,30
Families,Half term fun,20
`;

const mails = useCsvTables({ mails: MAILS });

describe('a capital code opening one value of names in small letters', () => {
  it('names that value, not the sentences that mention it inside', async () => {
    const answer = await mails.ask('average opens for the nhs list', 'mails');
    expect(answer.markdown).toContain('**50**');
  });
});
