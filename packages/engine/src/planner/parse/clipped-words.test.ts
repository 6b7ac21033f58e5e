/**
 * Column words said short, on tables written here: first letters of long words ("poli sci"),
 * vowel-less forms ("pts"), initials said in the plural ("hcs"), clipped words run together
 * ("waittime"), an idiom the data names as a column, numbered things counted rather than
 * added up, and the one measure of a series read for a noun no column takes.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { parseQuestion, type Parsed } from '../parse';
import { indexDataset } from '../schema-index';
import { clippedFrom, codeTail, gluedFrom } from './clipped-words';

// Share of degrees by field and year.
const fields = ['Year,Marine Biology,Political Science,Philosophy,Total points,Peer Review'];
for (let i = 0; i < 20; i++)
  fields.push(`${1990 + i},${30 + i},${40 - i / 2},${50 + (i % 4)},${100 + i},${60 + (i % 7)}`);
// Football clubs by season: head coaches serve several seasons.
const clubs = ['Season,Head coach,League,Goals'];
for (let i = 0; i < 24; i++)
  clubs.push(
    `${2000 + i},${['Ada Brant', 'Joe Kell', 'Mo Ruiz', 'Li Fen'][Math.floor(i / 6)]},${['Premier', 'Second'][i % 2]},${40 + (i % 9)}`,
  );
// Charter flights with a numeric box office of passengers' fares and a flight time.
const flights = ['Route,Waiting time (h),Box office,Seats'];
for (let i = 0; i < 12; i++) flights.push(`Route ${i},${2 + (i % 5)},${1000 + i * 250},${100 + i}`);
// Beehives weighed each week: hive and apiary numbers repeat over the rows.
const hives = ['Hive,Apiary,Weight,Week'];
for (let h = 0; h < 12; h++)
  for (let w = 1; w <= 6; w++) hives.push(`${3100 + h * 7},${1 + (h % 6)},${10 + h + w * 1.5},${w}`);
// Swimmers and their gold medals: whole numbers from 0, repeated, but amounts.
const swimmers = ['name,gold'];
for (let i = 0; i < 30; i++) swimmers.push(`Swimmer ${i},${i % 4}`);
// A yearly series: one count per year.
const salmon = ['year,catch'];
for (let i = 0; i < 40; i++) salmon.push(`${1950 + i},${500 + ((i * 37) % 300)}`);

// Births at a clinic: the mother's age, the baby's weight in codes, uterine irritability and smoking flags.
const births = ['id,age,bwt,ui,smoke'];
for (let i = 0; i < 30; i++)
  births.push(
    `${i + 1},${17 + (i % 20)},${2400 + ((i * 53) % 1500)},${i % 4 === 0 ? 1 : 0},${i % 3 === 0 ? 1 : 0}`,
  );

const visits = ['drvis,smoke'];
for (let i = 0; i < 20; i++) visits.push(`${i % 7},${i % 2}`);

// Cyclists at a race: a name on each row, sex, birth date and a height that is sometimes missing.
const riders = ['name,sex,date_of_birth,height'];
for (let i = 0; i < 40; i++)
  riders.push(
    `Rider ${i},${i % 3 ? 'male' : 'female'},${1980 + (i % 20)}-0${1 + (i % 9)}-15,${i % 5 ? 1.6 + (i % 7) / 20 : ''}`,
  );

// Ferry piers: a name on each row, some named "… Pier Stop", with a district and a count of berths.
const piers = ['name,district,berths'];
for (let i = 0; i < 30; i++)
  piers.push(
    `${['Mill', 'Oak', 'Gull', 'Reed', 'Fern'][i % 5]} ${i % 4 ? 'Quay' : 'Stop'} ${i},${['North', 'South'][i % 2]},${2 + (i % 9)}`,
  );

// A council vote by ward: one count column per candidate.
const wards = ['ward,Ames,Brody,total'];
for (let i = 0; i < 12; i++) wards.push(`Ward ${i},${100 + i * 7},${90 + i * 5},${190 + i * 12}`);

const tables = useCsvTables({
  council_vote: wards.join('\n'),
  ferry_piers: piers.join('\n'),
  race_entrants: riders.join('\n'),
  maternity_visits: visits.join('\n'),
  maternity: births.join('\n'),
  degree_fields: fields.join('\n'),
  football_clubs: clubs.join('\n'),
  charters: flights.join('\n'),
  beehives: hives.join('\n'),
  salmon_runs: salmon.join('\n'),
  swimmers: swimmers.join('\n'),
});

async function parse(question: string, dataset: string): Promise<Parsed> {
  return parseQuestion(question, await indexDataset(tables.registry, dataset));
}
async function query(question: string, dataset: string): Promise<AnalystQuery> {
  const parsed = await parse(question, dataset);
  expect(parsed.clarify?.question, question).toBeUndefined();
  expect(parsed.query, question).toBeDefined();
  return parsed.query as AnalystQuery;
}
const measure = (q: AnalystQuery) => q.measures.map((m) => `${m.fn} ${m.column ?? ''}`.trim());

describe('clipped forms of a word', () => {
  it('reads first letters with two or more left off, and vowel-less forms', () => {
    expect(clippedFrom('sci', 'science')).toBe(true);
    expect(clippedFrom('psych', 'psychology')).toBe(true);
    expect(clippedFrom('pts', 'points')).toBe(true);
    expect(clippedFrom('yds', 'yards')).toBe(true);
  });
  it('does not read a real word hidden in another, nor a word one letter short', () => {
    expect(clippedFrom('bat', 'basket')).toBe(false);
    expect(clippedFrom('scienc', 'science')).toBe(false);
    expect(clippedFrom('ps', 'points')).toBe(false);
  });
  it('reads clipped words run together into one', () => {
    expect(gluedFrom('runtime', ['running', 'time'])).toBe(true);
    expect(gluedFrom('waittime', ['waiting', 'time'])).toBe(true);
    expect(gluedFrom('waitingtime', ['waiting', 'time'])).toBe(false);
    expect(gluedFrom('time', ['running', 'time'])).toBe(false);
  });
});

describe('a code with a head', () => {
  it('reads a word clipped after one or two consonants', () => {
    expect(codeTail('drvis', 'visits')).toBe(true);
    expect(codeTail('nbeds', 'beds')).toBe(false);
    expect(codeTail('income', 'comedy')).toBe(false);
  });
  it('links the word said to the code', async () => {
    expect(measure(await query('avg visits by smoke', 'maternity_visits'))).toEqual(['avg drvis']);
  });
});

describe('column words said short', () => {
  it('reads "poli sci" and "philo" as the columns they begin', async () => {
    expect(measure(await query('median poli sci share', 'degree_fields'))).toEqual([
      'median Political Science',
    ]);
    const q = await query('avg philo in 1995', 'degree_fields');
    expect(measure(q)).toEqual(['avg Philosophy']);
  });
  it('reads "pts" as the points column', async () => {
    expect(measure(await query('avg pts', 'degree_fields'))).toEqual(['avg Total points']);
  });
  it('reads "score" after a column said by its initials as that column', async () => {
    expect(measure(await query('avg pr score', 'degree_fields'))).toEqual(['avg Peer Review']);
  });
  it('reads initials said in the plural as the column, counting its distinct people', async () => {
    const q = await query('how many hcs in total', 'football_clubs');
    expect(measure(q)).toEqual(['count_distinct Head coach']);
  });
  it('reads clipped words run together as the column', async () => {
    expect(measure(await query('avg waittime', 'charters'))).toEqual(['avg Waiting time (h)']);
  });
  it('keeps an idiom as said when a numeric column is named by it', async () => {
    expect(measure(await query('total box office', 'charters'))).toEqual(['sum Box office']);
  });
});

describe('codes of several words', () => {
  it('reads the initials of a phrase, the last word by its known abbreviation', async () => {
    const q = await query('avg birth weight when the mother had uterine irritability', 'maternity');
    expect(measure(q)).toEqual(['avg bwt']);
    expect(q.filters).toEqual([{ kind: 'values', column: 'ui', values: [1] }]);
  });
  it('reads mothers and babies as the rows', async () => {
    const q = await query('what % of the moms smoked', 'maternity');
    expect(q.kind).toBe('percent');
    expect(measure(await query('how many babies', 'maternity'))).toEqual(['count']);
  });
});

describe('the rows of a table of people', () => {
  it('reads athletes as the rows, and "pct of" as a share', async () => {
    const q = await query('what pct of athletes were women', 'race_entrants');
    expect(q.kind).toBe('percent');
    expect(measure(await query('how many athletes', 'race_entrants'))).toEqual(['count']);
  });
  it('reads a plural of a word of the names as the rows named', async () => {
    const q = await query('how many stops have more than 5 berths', 'ferry_piers');
    expect(measure(q)).toEqual(['count']);
  });
});

describe('what count columns count', () => {
  it('reads "votes" beside a candidate column as that column', async () => {
    expect(measure(await query('votes for brody in ward 3', 'council_vote'))).toEqual(['sum Brody']);
    expect(measure(await query('avg ames votes', 'council_vote'))).toEqual(['avg Ames']);
  });
});

describe('numbered things', () => {
  it('counts the distinct numbers of a column named by the noun said in the plural', async () => {
    const q = await query('how many hives in apiary 3', 'beehives');
    expect(measure(q)).toEqual(['count_distinct Hive']);
    expect(q.filters).toEqual([{ kind: 'values', column: 'Apiary', values: [3] }]);
    expect(measure(await query('how many apiaries are there', 'beehives'))).toEqual([
      'count_distinct Apiary',
    ]);
  });
  it('ranks the numbered things by a superlative of another column', async () => {
    const q = await query('lightest hive in week 6', 'beehives');
    expect(q.groupBy).toEqual([{ column: 'Hive' }]);
    expect(q.order).toEqual({ by: 'measure', dir: 'asc' });
  });
  it('still adds up a column of amounts', async () => {
    expect(measure(await query('how many seats in total', 'charters'))).toEqual(['sum Seats']);
    expect(measure(await query('how many golds did swimmer 3 get', 'swimmers'))).toEqual(['sum gold']);
  });
});

describe('the measure of a series', () => {
  it('reads a noun no column takes after an aggregate word as the one measure', async () => {
    expect(measure(await query('avg salmon haul', 'salmon_runs'))).toEqual(['avg catch']);
    expect(measure(await query('std dev of the haul', 'salmon_runs'))).toEqual(['stddev catch']);
  });
  it('ranks by the one measure for a superlative with no column of its own', async () => {
    const q = await query('driest year', 'salmon_runs');
    expect(q.order).toEqual({ by: 'catch', dir: 'asc' });
  });
  it('does not read a noun for the measure of a table with other columns', async () => {
    const parsed = await parse('avg hive haul', 'beehives');
    expect(parsed.query?.measures.map((m) => m.column) ?? []).not.toContain('Weight');
  });
});
