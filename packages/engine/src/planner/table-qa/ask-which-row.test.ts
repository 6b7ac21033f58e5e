import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { askWhichRow } from './ask-which-row';
import { answerTableQuestion } from './index';

// Invented lists where one name holds several rows.
const CONTEST = `Year,Host,Winner,Singer,Points
2001,Arlen,Norland,Mira Tal,190
2002,Beck,Estmark,Jon Ves,204
2003,Corra,Norland,Mira Tal,231
2004,Dunmore,Ostria,Ana Pell,175
`;
const TOWNS = `Town,Region,Seat,Population
Kell,North,Yes,"52,000"
Arno,North,No,"88,500"
Vesk,North,No,"41,200"
Dorr,South,Yes,"67,900"
`;

const FINALS = `Season,Winner,Venue
2003–04,Porto,Arena North
2004–05,Lyra,Old Park
2005–06,Camber,Stade Vell
`;

const tables = useCsvTables({ contest: CONTEST, towns: TOWNS, finals: FINALS });
const ask = async (question: string, dataset: string) => {
  const found = await answerTableQuestion(tables.registry, dataset, question);
  if (!found) return undefined;
  return askWhichRow(tables.registry, dataset, question, found.query, (found.result.data as { rows?: Record<string, unknown>[] } | undefined)?.rows ?? []);
};

describe('one row asked for by a name several rows hold', () => {
  it('asks which row an amount of a name is, told apart by the year', async () => {
    const which = await ask('how many points did mira tal score', 'contest');
    expect(which?.clarify?.choices).toEqual(['how many points did mira tal score in 2001', 'how many points did mira tal score in 2003']);
  });
  it('answers once the year picks one row, or when a total is asked', async () => {
    expect(await ask('how many points did mira tal score in 2003', 'contest')).toBeUndefined();
    expect(await ask('how many points did mira tal score in total', 'contest')).toBeUndefined();
  });
  it('asks which row a singular look-up means, and lists rows asked in the plural', async () => {
    const which = await ask('what is the population of the seat of the north region?', 'towns');
    expect(which?.clarify?.choices.length).toBe(3);
    expect(await ask('which towns are in the north region', 'towns')).toBeUndefined();
  });
  it('lists the rows a year picks over seasons that hold it', async () => {
    expect(await ask('who won in 2005', 'finals')).toBeUndefined();
  });
});
