import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented council election: each list's seats and share beside their change since the last one.
const tables = useCsvTables({
  council: `List,Leader,Votes,Share,± pp,Seats,+/− seats
Green Valley,Ora Penn,"41,200",31.5,+4.2,18,+3
Harbour Union,Ivo Marsh,"38,050",29.1,−6.0,16,−5
Stone Party,Lea Voss,"22,900",17.5,+1.1,9,+1
Birch List,Tam Roe,"15,300",11.7,new,6,new
Ferry Alliance,Sol Kade,"13,400",10.2,−0.4,4,−2
`,
});

describe('a column of change beside the figure it changes', () => {
  it('"lost the most seats" is the lowest change, "won the most seats" the seats themselves', async () => {
    const lost = await tables.ask('which list lost the most seats', 'council');
    expect(lost.markdown).toContain('Harbour Union');
    const won = await tables.ask('which list won the most seats', 'council');
    expect(won.markdown).toContain('Green Valley');
  });

  it('"gained seats" keeps the rows whose change is above 0; "how many lost seats" counts those below', async () => {
    const gained = await tables.ask('which lists gained seats', 'council');
    expect(gained.markdown).toContain('Green Valley');
    expect(gained.markdown).toContain('Stone Party');
    expect(gained.markdown).not.toContain('Birch List');
    expect(gained.markdown).not.toContain('Ferry Alliance');
    const lost = await tables.ask('how many lists lost seats', 'council');
    expect(lost.markdown).toContain('**2**');
  });

  it('a share gained is the change in points', async () => {
    const reply = await tables.ask('which list gained the most vote share', 'council');
    expect(reply.markdown).toContain('Green Valley');
    expect(reply.markdown).toContain('4.2');
  });
});
