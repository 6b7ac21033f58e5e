/**
 * Real-file headers: a date glued to a column's word, a count beside its share of the total, a
 * compass-point flag said as its adjective, the rows' own noun for counting them, the missing
 * values of a whole table.
 * Tables written here.
 */
import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

const towns = ['"town" "code" "residentsFrac" "residents30.06.2019"'];
const names = ['Alder', 'Birch', 'Cedar', 'Dogwood', 'Elm', 'Fir', 'Gum', 'Hazel', 'Ivy', 'Juniper'];
const counts = [120000, 45000, 80000, 30000, 610000, 52000, 99000, 150000, 20000, 70000];
const total = counts.reduce((a, b) => a + b, 0);
names.forEach((n, i) => towns.push(`"${n}" ${100 + i} ${counts[i]! / total} ${counts[i]}`));

const regions = ['REGION,SALES,WEST,STAFF'];
for (let i = 0; i < 12; i++) regions.push(`R${i},${100 + i * 10},${i % 3 === 0 ? 1 : 0},${5 + i}`);

const visits = ['station,temp,observed'];
for (let i = 0; i < 30; i++)
  visits.push(`S${i % 3},${10 + (i % 7)},2021-01-${String(1 + (i % 28)).padStart(2, '0')}`);

const tables = useCsvTables({
  town_sizes: towns.join('\n'),
  region_sales: regions.join('\n'),
  field_log: visits.join('\n'),
});

describe('a date glued to a column word, and a count beside its share', () => {
  it('reads "population" of the people counted, not their share', async () => {
    const reply = await tables.ask('total residents', 'town_sizes');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('residents30.06.2019');
    expect(reply.markdown).toContain(total.toLocaleString('en-US'));
  });
  it('ranks by the count', async () => {
    const reply = await tables.ask('top 2 by residents', 'town_sizes');
    expect(reply.markdown).toContain('Elm');
    expect(reply.markdown).toContain('610,000');
  });
  it('keeps the share when a share is said next to the word', async () => {
    const reply = await tables.ask('avg residents share', 'town_sizes');
    expect(reply.markdown).not.toContain('average residents30.06.2019');
  });
});

describe('a compass-point flag said as its adjective', () => {
  it('filters the flag for "western"', async () => {
    const reply = await tables.ask('avg sales of the western regions', 'region_sales');
    expect(reply.markdown).toContain('WEST is 1');
  });
  it('negates it for "non western"', async () => {
    const reply = await tables.ask('how many non western regions', 'region_sales');
    expect(reply.markdown).toContain('WEST is not 1');
    expect(reply.markdown).toContain('**8**');
  });
});

describe('the rows said by a noun for readings or visits', () => {
  it('counts readings as rows even with one measure', async () => {
    const reply = await tables.ask('how many readings are there', 'field_log');
    expect(reply.markdown).toContain('**30**');
  });
  it('counts visits per group as rows', async () => {
    const reply = await tables.ask('visits per station', 'field_log');
    expect(reply.markdown).toContain('number of rows by station');
  });
});

describe('a record noun a coded column takes', () => {
  it('reads "visits" as the column coded for them, not the rows', async () => {
    const reply = await codeTables.ask('how many had zero visits', 'clinic_use');
    expect(reply.markdown).toContain('mdvis is 0');
  });
});

describe('missing values of the whole table', () => {
  it('counts the missing values of every column for "any missing values?"', async () => {
    const reply = await tables.ask('any missing values?', 'region_sales');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('missing values in REGION');
    expect(reply.markdown).toContain('missing values in STAFF');
  });
  it('leaves periods missing from a series to other readings', async () => {
    const reply = await tables.ask('are any days missing from the data?', 'field_log');
    expect(reply.markdown).not.toContain('missing values in station');
  });
});

const clubs = ['club,members'];
const places =
  'Arden Bexley Corby Dunmore Eston Fenwick Garth Hollin Irby Jarrow Kelby Lund Marsh Norby Orton'.split(' ');
places.forEach((p, i) => clubs.push(`${i % 3 === 0 ? 'SC' : 'FC'} ${p},${100 + i * 10}`));

const clinic = ['id,mdvis,age'];
for (let i = 0; i < 30; i++) clinic.push(`${i},${i % 4},${20 + i}`);

const codeTables = useCsvTables({ club_members: clubs.join('\n'), clinic_use: clinic.join('\n') });

describe('a code opening the values of a column', () => {
  it('stands for every value it opens, said shortly in the reply', async () => {
    const reply = await codeTables.ask('how many FC are there', 'club_members');
    expect(reply.markdown).toContain('**10**');
    expect(reply.markdown).toContain('FC … (10 values)');
  });
  it('keeps a whole value said with its code', async () => {
    const reply = await codeTables.ask('members of FC Bexley', 'club_members');
    expect(reply.markdown).toContain('**110**');
  });
  it('compares two codes', async () => {
    const reply = await codeTables.ask('avg members FC vs SC', 'club_members');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('SC Arden');
  });
});
