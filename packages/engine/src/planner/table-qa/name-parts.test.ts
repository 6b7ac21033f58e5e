import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented tables: the analyst must know nothing of them.
const FINALS = `Year,Venue,Champion,Result,Runner-up
1990,"Lyon, France",Ada Berglund (SWE),3–1,Cy Dornier (FRA)
1992,"Porto, Portugal",Cy Dornier (FRA),2–0,Ada Berglund (SWE)
1994,"Nice, France",Ada Berglund (NOR),3–2,Eli Fontaine (FRA)
1996,"Bergen, Norway",Gus Halvorsen (NOR),3–0,Ada Berglund (NOR)
1998,"Lyon, France",Eli Fontaine (FRA),2–1,Gus Halvorsen (NOR)
2000,"Turin, Italy",Ivo Moretti (ITA),3–1,Eli Fontaine (FRA)
`;
const LEAGUE = `Season,Champions,Runners-up,Top scorer
2001,Harbor City Otters (EC),Valley Hawks (WC),Jon Reyes
2002,Valley Hawks (WC),Harbor City Otters (EC),Jon Reyes
2003,North Bay Rams (EC),Mesa Lynx (WC),Tim Oakes
2004,Mesa Lynx (WC),North Bay Rams (EC),Tim Oakes
2005,Harbor City Otters (EC),Mesa Lynx (WC),Lee Park
`;

const t = useCsvTables({ finals: FINALS, league: LEAGUE });
const answerOf = async (question: string, dataset: string) => (await t.ask(question, dataset)).markdown;

describe('a surname names a cell written in several columns and under several codes', () => {
  it('takes the winner column for "win" and the loser column for "lose"', async () => {
    expect(await answerOf('how many times did berglund win', 'finals')).toMatch(/^\*\*2\*\*/);
    expect(await answerOf('how many times did berglund lose', 'finals')).toMatch(/^\*\*2\*\*/);
  });
  it('reads "who beat X" as X on the losing side and asks for the winner', async () => {
    expect(await answerOf('who beat dornier in 1990', 'finals')).toMatch(/^\*\*Ada Berglund \(SWE\)\*\*/);
    expect(await answerOf('who did fontaine beat in 1998', 'finals')).toMatch(/^\*\*Gus Halvorsen \(NOR\)\*\*/);
  });
  it('reads the verb right after the name first', async () => {
    expect(await answerOf('who was the runner-up the year fontaine won', 'finals')).toMatch(/^\*\*Gus Halvorsen \(NOR\)\*\*/);
  });
  it('asks which column is meant when no verb picks one, and reads the choice', async () => {
    const answer = await t.ask('in which years did halvorsen play', 'finals');
    expect(answer.markdown).not.toMatch(/Champion contains|Runner-up contains/);
    expect(answer.clarify?.choices).toEqual([
      'in which years did halvorsen play (Champion Halvorsen)',
      'in which years did halvorsen play (Runner-up Halvorsen)',
    ]);
    expect(await answerOf(answer.clarify?.choices[1] as string, 'finals')).toContain('Runner-up contains "Halvorsen"');
  });
});

describe('nicknames, codes in parentheses and countries of names', () => {
  it('names a team by its last word', async () => {
    expect(await answerOf('how many titles did the otters win?', 'league')).toMatch(/^\*\*2\*\*/);
  });
  it('reads a code in parentheses shared by several cells', async () => {
    expect(await answerOf('how many titles were won by wc teams', 'league')).toMatch(/^\*\*2\*\*/);
  });
  it('reads a demonym as the country code of the winners when a verb picks the column', async () => {
    expect(await answerOf('how many norwegians won it', 'finals')).toMatch(/^\*\*2\*\*/);
    expect(await answerOf('which italian won the final', 'finals')).toMatch(/^\*\*Ivo Moretti \(ITA\)\*\*/);
  });
});

describe('a place inside a location cell', () => {
  it('counts rows whose location names the country or region after a comma', async () => {
    expect(await answerOf('how many finals were played in france', 'finals')).toMatch(/^\*\*3\*\*/);
    expect(await answerOf('how many finals were held in norway', 'finals')).toMatch(/^\*\*1\*\*/);
  });
});
