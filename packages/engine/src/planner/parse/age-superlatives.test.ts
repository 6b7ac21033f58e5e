import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented rosters: one with birth dates, one with ages; long enough for the parser to read them.
const names = ['Ada Morn', 'Bo Tash', 'Cy Vell', 'Dee Pa', 'Eli Ro', 'Fay Lin', 'Gus Ko', 'Hal Ma', 'Ivy Na', 'Jo Pe'];
const BORN = [
  'name,team,date_of_birth,height',
  ...names.map((n, i) => `${n},${i % 2 ? 'North' : 'South'},${1960 + ((i * 7) % 40)}-0${1 + (i % 9)}-15,${1.6 + i / 50}`),
].join('\n');
const AGES = ['name,team,age,height', ...names.map((n, i) => `${n},${i % 2 ? 'North' : 'South'},${20 + ((i * 7) % 40)},${1.6 + i / 50}`)].join(
  '\n',
);

const tables = useCsvTables({ born: BORN, ages: AGES });

describe('oldest and youngest', () => {
  it('over a date of birth: the oldest was born first, the youngest last', async () => {
    // births: i*7 % 40 → Ada 1960 is the earliest, Fay 1995 (i = 5) the latest
    expect((await tables.ask('oldest player', 'born')).markdown).toContain('**Ada Morn**');
    expect((await tables.ask('who is the youngest player', 'born')).markdown).toContain('**Fay Lin**');
  });

  it('over an age: the oldest has the highest age', async () => {
    expect((await tables.ask('oldest player', 'ages')).markdown).toContain('**Fay Lin**');
    expect((await tables.ask('who is the youngest player', 'ages')).markdown).toContain('**Ada Morn**');
  });
});
