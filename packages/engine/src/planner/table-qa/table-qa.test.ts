import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { plannedTool } from '../answer';
import { leadingNumber } from './table';

// Two small list-like tables written here: the stage must know nothing of them.
const LIGHTHOUSES = `Name,Opened,Height,Status,Region,Keeper
Kestrel Point,1852,32 m,Active,North,Ann O'Brien
Gull Rock,1867,18 m,Decommissioned,South,—
Heron Head,1871,41 m,Active,North,Paul Marsh
Otter Cove,1890,25 m,Active,West,—
Puffin Ledge,1902,29 m,Decommissioned,South,Ida Vance
Seal Bank[a],1911,37 m,Active,East,—
Tern Spit,1925,22 m,Automated,West,—
`;
const MATCHES = `Round,Opponent,Result,Score,Venue
1,Alder Town,W,3–1,Home
2,Birch Vale,L,0–2,Away
3,Cedar Park,W,2–0,Home
4,Dune City,D,1–1,Away
5,Elm Field,W,4–2,Away
6,Fir Hollow,L,1–3,Home
`;

const REIGNS = `Monarch,From,To,House
Aldric I,1102,1135,Vane
Berenice,1135,1160,Vane
Cuthwin the Bold,1160,1161,Orm
Dorcas II,1161,1199,Orm
`;

const tables = useCsvTables({ towers: LIGHTHOUSES, fixtures: MATCHES, reigns: REIGNS });
const ask = (question: string, dataset: string) => tables.ask(question, dataset);

describe('numbers in text cells', () => {
  it('reads the first number of a cell, with its sign', () => {
    expect(['+32', '−14', '1st', '9.58 WR', '$1,200', '12 (5)', '3–1', 'Winner'].map(leadingNumber)).toEqual([
      32, -14, 1, 9.58, 1200, 12, 3, undefined,
    ]);
  });

  it('reads a code of letters joined to digits as no number', () => {
    expect(['TK-1', 'SO-101234', 'A12', 'US$ 40', 'Rank 7'].map(leadingNumber)).toEqual([undefined, undefined, undefined, 40, 7]);
  });
});

describe('table questions over rows in file order', () => {
  it('answers first, last, after and before by the order of the list', async () => {
    expect((await ask('what is the first name on the list?', 'towers')).markdown).toMatch(/^\*\*Kestrel Point\*\*/);
    expect((await ask('which lighthouse is listed last?', 'towers')).markdown).toMatch(/^\*\*Tern Spit\*\*/);
    const after = await ask('which name comes after heron head?', 'towers');
    expect(after.markdown).toMatch(/^\*\*Otter Cove\*\*/);
    expect(after.markdown).toContain('listed right after the row where Name is Heron Head');
    expect((await ask('who did they play before cedar park?', 'fixtures')).markdown).toMatch(/^\*\*Birch Vale\*\*/);
    // "the year after 1890" is the next row, not every later year.
    expect((await ask('which lighthouse opened the year after 1890?', 'towers')).markdown).toMatch(/^\*\*Puffin Ledge\*\*/);
  });

  it('looks a cell up by another cell', async () => {
    expect((await ask('what year did gull rock open?', 'towers')).markdown).toContain('1867');
    expect((await ask('who was the keeper of puffin ledge?', 'towers')).markdown).toContain('Ida Vance');
    expect((await ask('what was the score against elm field?', 'fixtures')).markdown).toMatch(/^\*\*4–2\*\*/);
  });

  it('finds the row with the most of a column whose cells are numbers written as text', async () => {
    const tallest = await ask('which lighthouse has the highest height?', 'towers');
    expect(tallest.markdown).toMatch(/^\*\*Heron Head\*\*/);
    expect(tallest.steps[0]?.tool).toBe('run_sql');
    expect((await ask('which venue has the most wins?', 'fixtures')).markdown).not.toMatch(/^\*\*Away\*\*/);
    // No column named: a list of names with a single measure is ranked by it.
    expect((await ask('which lighthouse is the tallest?', 'towers')).markdown).toMatch(/^\*\*Heron Head\*\*/);
  });

  it('counts rows meeting a condition on text cells and numbers', async () => {
    expect((await ask('how many lighthouses are decommissioned?', 'towers')).markdown).toMatch(/\*\*2\*\*/);
    expect((await ask('how many lighthouses opened after 1880?', 'towers')).markdown).toMatch(/\*\*4\*\*/);
    expect((await ask('how many games were won?', 'fixtures')).markdown).toMatch(/\*\*3\*\*/);
    expect((await ask('how many different regions are there?', 'towers')).markdown).toMatch(/\*\*4\*\*/);
    // Two cells of one column are either of them.
    expect((await ask('how many lighthouses are in the north or south?', 'towers')).markdown).toMatch(/^\*\*4\*\*/);
    // A result column read by its first letter: W, L, D.
    const lost = await ask('how many games did they lose?', 'fixtures');
    expect(lost.markdown).toMatch(/^\*\*2\*\*/);
    expect(lost.markdown).toContain('Result starts with');
  });

  it('compares two rows: yes/no, the difference and which one', async () => {
    const first = await ask('which came first, otter cove or gull rock?', 'towers');
    expect(first.markdown).toMatch(/^\*\*Gull Rock\*\*/);
    expect(first.markdown).toContain('the place in the list');
    // "Seal Bank[a]" is named without its footnote mark.
    const yes = await ask('is heron head taller than seal bank?', 'towers');
    expect(yes.markdown).toMatch(/^\*\*Yes\*\*/);
    const no = await ask('is gull rock taller than tern spit?', 'towers');
    expect(no.markdown).toMatch(/^\*\*No\*\*/);
    expect((await ask('what is the difference in height between kestrel point and otter cove?', 'towers')).markdown).toMatch(
      /difference of \*\*7\*\*/,
    );
    expect((await ask('how many years between the first and last lighthouse?', 'towers')).markdown).toMatch(/^\*\*73\*\*/);
  });

  it('tells how long a row lasted from its start and end columns', async () => {
    const reign = await ask('how long did berenice reign?', 'reigns');
    expect(reign.markdown).toMatch(/^\*\*25\*\*/);
    expect(reign.markdown).toContain('To minus From where Monarch is Berenice');
  });

  it('keeps a value with a quote a value: it reaches SQL as a literal', async () => {
    const answer = await ask("which lighthouse did ann o'brien keep?", 'towers');
    expect(answer.markdown).toMatch(/^\*\*Kestrel Point\*\*/);
    const sql = String(answer.steps[0]?.arguments.sql);
    expect(sql).toContain("'ann o''brien'");
  });

  it('says which tool it would run, so a user without run_sql is told instead of answered', async () => {
    expect(await plannedTool(tables.registry, 'which name comes after heron head?', { datasets: ['towers'] })).toBe('run_sql');
    expect(await plannedTool(tables.registry, 'average height by region', { datasets: ['towers'] })).not.toBe('run_sql');
  });

  it('leaves questions without a row in view to the parser', async () => {
    const answer = await ask('average height by region', 'towers');
    expect(answer.steps[0]?.tool).not.toBe('run_sql');
    // A negation is the parser's too: it is never read as the cell it negates.
    const negated = await ask('how many lighthouses are not active?', 'towers');
    expect(negated.steps[0]?.tool).not.toBe('run_sql');
    expect(negated.markdown).not.toMatch(/\*\*4\*\*/);
  });
});
