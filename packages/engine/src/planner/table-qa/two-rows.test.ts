import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Small tables written here: the stage must know nothing of them.
const LAUNCHES = `Mission,Shuttle,Launch date,Crew
M-1,Atlas,"April 12, 1981",2
M-2,Atlas,"November 12, 1981",2
M-3,Borea,"April 4, 1983",4
M-4,Borea,"June 18, 1983",5
M-5,Atlas,"March 22, 1982",2
`;
const MATCHES = `Year,Host city,Winner
1957,Moscow,Vasil Smy (URS)
1960,Moscow,Mikh Tal (URS)
1972,Reykjavik,Bob Fis (USA)
1985,Moscow,Gar Kas (URS)
2013,Chennai,Mag Car (NOR)
2014,Sochi,Mag Car (NOR)
`;

const tables = useCsvTables({ launches: LAUNCHES, matches: MATCHES });
const ask = (question: string, dataset: string) => tables.ask(question, dataset);

describe('two rows named by what they share', () => {
  it('reads the time between the two rows of a name, or the last two of several', async () => {
    expect((await ask("how many days between borea's two launches", 'launches')).markdown).toMatch(/^\*\*75\*\* days/);
    expect((await ask("how many days between atlas's last two launches", 'launches')).markdown).toMatch(/^\*\*130\*\* days/);
    expect((await ask("how many years between mag car's two titles", 'matches')).markdown).toMatch(/^\*\*1\*\*/);
  });

  it('never counts the rows of a name said as two when it has three, nor spans all of them', async () => {
    expect((await ask("how many days between atlas's two launches", 'launches')).markdown).not.toMatch(/^\*\*3\*\*/);
    expect((await ask("how many years between moscow's last two matches", 'matches')).markdown).not.toMatch(/^\*\*28\*\*/);
  });
});
