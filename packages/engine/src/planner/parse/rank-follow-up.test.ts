import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Small tables written here: the analyst must know nothing of them.
const ISLES = `Isle,Nation,Area (km2),Population,Settled
Norvia,Aland,2100000,50000,1721
Kesh,Corin,780000,14000000,1512
Pallas,Bres,740000,23000000,1300
Tumar,Tumar,580000,29000000,1050
Vell,Aland,500000,12000,1890
Orsk,Corin,470000,150000000,900
`;
const WINNERS = `Year,Winner,Age,Film
2000,Jo Ray,33,Alpha
2001,Kim Sol,35,Beta
2002,Lia Tor,35,Gamma
2003,Mae Uhl,28,Delta
2004,Nia Vos,63,Epsilon
2005,Ora Wen,22,Zeta
`;

const tables = useCsvTables({ isles: ISLES, winners: WINNERS });

describe('follow-ups that move down a ranking', () => {
  it('takes the 2nd, the third and the next place of the previous ranking', async () => {
    const first = await tables.ask('which is the largest isle', 'isles');
    expect(first.markdown).toMatch(/^\*\*Norvia\*\*/);
    const second = await tables.ask('and the 2nd largest?', 'isles', first);
    expect(second.markdown).toContain('**Kesh** has the 2nd highest Area (km2)');
    const third = await tables.ask('what about the third one?', 'isles', second);
    expect(third.markdown).toContain('**Pallas** has the 3rd highest Area (km2)');
    const next = await tables.ask('and the next one?', 'isles', third);
    expect(next.markdown).toContain('**Tumar** has the 4th highest Area (km2)');
  });

  it('keeps the column the previous question asked for', async () => {
    const first = await tables.ask('what is the population of the largest isle', 'isles');
    const second = await tables.ask('and the 2nd largest?', 'isles', first);
    expect(second.markdown).toContain('14000000');
    expect(second.markdown).toContain('2nd highest Area (km2)');
  });

  it('turns the ranking round for the opposite superlative', async () => {
    const first = await tables.ask('which isle has the most population', 'isles');
    const least = await tables.ask('and the least?', 'isles', first);
    expect(least.markdown).toContain('**Vell** has the lowest Population');
    const smallest = await tables.ask('and the smallest?', 'isles', await tables.ask('which is the largest isle', 'isles'));
    expect(smallest.markdown).toContain('**Orsk** has the lowest Area (km2)');
  });

  it('reads a superlative on the ranked column with its place, and shows a tie at that place', async () => {
    const first = await tables.ask('who was the oldest winner', 'winners');
    const second = await tables.ask('and the 2nd oldest?', 'winners', first);
    expect(second.markdown).toContain('**Kim Sol** has the 2nd highest Age');
    expect(second.markdown).toContain('Lia Tor');
    const young = await tables.ask('and the second youngest?', 'winners', first);
    expect(young.markdown).toContain('**Mae Uhl** has the 2nd lowest Age');
  });

  it('reads a place said before a superlative in a question of its own', async () => {
    const second = (await tables.ask('which isle has the second largest population', 'isles')).markdown;
    expect(second).toContain('**Tumar** has the 2nd highest Population');
    // never the row with the extreme itself
    expect((await tables.ask('which is the second largest isle', 'isles')).markdown).not.toMatch(/^\*\*Norvia\*\*/);
  });

  it('leaves a place said without a previous ranking to the rest of the parser', async () => {
    const count = await tables.ask('how many isles are there', 'isles');
    const next = await tables.ask('and the 2nd largest?', 'isles', count);
    expect(next.markdown).not.toContain('2nd highest');
  });
});
