import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented tables: the analyst must know nothing of them.
const CUP = `No.,Round,Home side,Score,Away side,Ground
1,Quarter-final,Norland,2–0,Estavia,Pine Park
2,Quarter-final,Westmark,1–1,Ostria,River Field
3,Quarter-final,Sudavia,3–2,Kelmar,Pine Park
4,Quarter-final,Ardenne,0–1,Norland,Hill Road
5,Semi-final,Norland,2–1,Westmark,River Field
6,Semi-final,Kelmar,0–2,Sudavia,Hill Road
7,Final,Sudavia,1–3,Norland,Pine Park
`;
const TROPHY = `Year,Hosts,Champions,Runners-up,Best player
1981,Lindor,Norland,Estavia,Ann Holt
1985,"Estavia, Lindor",Estavia,Norland,Ben Cray
1989,Norland,Norland,Kelmar,Cy Dunn
1993,Kelmar,Kelmar,Estavia,Dee Ames
1997,Norland,Westmark,Norland,Eve Moss
`;

const SERIES = `Year,Winning team,Games,Losing team
2011,Riverton Owls,4–1,Lakeside Bears
2012,Lakeside Bears,4–3,Riverton Owls
2013,Hillcrest Foxes,4–2,Lakeside Bears
2014,Riverton Owls,4–0,Hillcrest Foxes
`;

const t = useCsvTables({ cup: CUP, trophy: TROPHY, series: SERIES });
const answerOf = async (question: string, dataset: string) => (await t.ask(question, dataset)).markdown;

describe('a whole name found in two columns of sides', () => {
  it('counts the games a side played on either side', async () => {
    const answer = await answerOf('how many games did norland play', 'cup');
    expect(answer).toMatch(/^\*\*4\*\*/);
    expect(answer).toContain('Home side or Away side is Norland');
  });
  it('counts the finals a side reached as either finalist', async () => {
    expect(await answerOf('how many finals has estavia played in', 'trophy')).toMatch(/^\*\*3\*\*/);
  });
  it('still lets a verb of losing pick the runners-up', async () => {
    expect(await answerOf('how many finals has norland lost', 'trophy')).toMatch(/^\*\*2\*\*/);
  });
  it('still reads a name ruled out by "outside" in the column that holds it in part', async () => {
    expect(await answerOf('when was the first final played outside lindor', 'trophy')).toMatch(/1989/);
  });
  it('lets a verb of losing pick the losing side when the noun asked names both sides', async () => {
    expect(await answerOf('which team lost the most finals', 'series')).toMatch(/^\*\*Lakeside Bears\*\*/);
    expect(await answerOf('which team won the most finals', 'series')).toMatch(/^\*\*Riverton Owls\*\*/);
  });
});
