import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented lists: a league of ferry terminals with arrows for the change of rank and a change column,
// and a chess final's results with a header repeated for each side.
const tables = useCsvTables({
  terminals: `Rank,Change in rank,Terminal,Country,2021 (thousand cars),2020 (thousand cars),Change
1,—,Ostvik,Norway,812.5,800.1,+1.5%
2,▲ 1,Balmor,Ireland,700.2,640.0,+9.4%
3,▼ 1,Kessa,Norway,690.0,720.3,−4.2%
4,▲ 3,Tarnby,Denmark,500.0,410.9,+21.7%
5,—,Lune,France,480.4,470.0,+2.2%
6,▼ 2,Havro,France,410.0,480.0,−14.6%
`,
  finals: `Year,Winning club,Coach,Result,Losing club,Coach
2019,Orvo Knights,Ada Piel,3–1,Marra Rooks,Bo Lind
2020,Marra Rooks,Bo Lind,3–2,Tellin Bishops,Cy Dorr
2021,Tellin Bishops,Cy Dorr,3–0,Orvo Knights,Ada Piel
`,
  races: 'Year,Driver,Team,Laps\n2019,Ana Vell,Orvo,200\n2020,Ben Kor,Tellin,180\n',
  shows: 'Rank,Tour title,Gross\n1,Glass Tour,900\n2,÷ Tour,700\n3,Lantern Tour,400\n',
  museums: 'Museum,Country,Visitors\nA,United States,5\nB,France,9\nC,United States,3\nD,Spain,7\n',
});

describe('rank changes written with arrows', () => {
  it('reads a down arrow as a fall and ranks the climb', async () => {
    const climbed = await tables.ask('which terminal climbed the most places', 'terminals');
    expect(climbed.markdown).toContain('Tarnby');
    const up = await tables.ask('how many terminals moved up in the rankings', 'terminals');
    expect(up.markdown).toContain('**2**');
  });

  it('reads "change" as the column named so, not a word of "Change in rank"', async () => {
    const lowest = await tables.ask('which terminal had the lowest change', 'terminals');
    expect(lowest.markdown).toContain('Havro');
  });

  it('reads the number of the rows as all of them', async () => {
    const avg = await tables.ask('whats the avg change across the 6 terminals', 'terminals');
    expect(avg.markdown).toContain('2.67');
  });
});

describe('a header repeated for each side', () => {
  it('reads the one beside the side said', async () => {
    const losing = await tables.ask('who was the losing coach in 2019', 'finals');
    expect(losing.markdown).toContain('Bo Lind');
  });
});

describe('"us" before a noun', () => {
  it('is the United States after a count', async () => {
    const reply = await tables.ask('top 2 us museums by visitors', 'museums');
    expect(reply.markdown).toContain('**A**');
    expect(reply.markdown).not.toContain('**B**');
  });
});

describe('what no column holds', () => {
  it('asks back about an amount or a place in the event said beside a name', async () => {
    const fees = await tables.ask('what are the terminal fees in kessa', 'terminals');
    expect(fees.markdown).not.toContain('690');
    expect(fees.markdown).toContain('fees');
    const pole = await tables.ask('who was on pole in 2019', 'races');
    expect(pole.markdown).not.toContain('**Ana Vell**');
  });

  it('reads the plural of a header noun as the rows, not the cell that is that noun', async () => {
    const reply = await tables.ask('how many tours grossed over 500', 'shows');
    expect(reply.markdown).toContain('**2**');
  });
});
