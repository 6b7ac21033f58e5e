import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';
import { normalizeNumbers } from './number-words';

// Invented wiki-style tables whose measures are written with their units; the load turns them
// into numbers named with the unit ("Height (m)").
const PEAKS = `Rank,Peak,Height,Range,Status
1,Mount Orrin,"2,410 m",Vell Ridge,Climbed[a]
2,Kessa Horn,"1,980 m",Vell Ridge,—
3,Tarn Spire,"2,655 m",Ost Range,Climbed
4,Brae Dome,870 m,Ost Range,—
5,Fenn Crag,"1,120 m[b]",Low Hills,Climbed
`;

const tables = useCsvTables({ peaks: PEAKS });
const ask = (question: string) => tables.ask(question, 'peaks');

describe('questions over a column of measures read at load', () => {
  it('a number followed by " m" is metres, a number glued to m or followed by M is millions', () => {
    expect(normalizeNumbers('over 500 m')).toBe('over 500 m');
    expect(normalizeNumbers('budgets over 2.5m')).toBe('budgets over 2500000');
    expect(normalizeNumbers('over 3 M')).toBe('over 3000000');
    // thousands glued to m are lengths ("peaks over 4500m"); money glued to m stays millions
    expect(normalizeNumbers('peaks over 4500m')).toBe('peaks over 4500 m');
    expect(normalizeNumbers('deals over $4500m')).toBe('deals over $4500000000');
    expect(normalizeNumbers('towers over 350m')).toBe('towers over 350000000');
  });

  it('ranks by the measure', async () => {
    const answer = await ask('which peak has the greatest height?');
    expect(answer.markdown).toContain('Tarn Spire');
  });

  it('names the row when the ranked measure is all the question says', async () => {
    const answer = await ask('lowest height');
    expect(answer.markdown).toContain('Brae Dome');
  });

  it('compares the measure with a number written with the unit', async () => {
    const answer = await ask('how many peaks are higher than 2,000 m?');
    expect(answer.markdown).toContain('**2**');
  });

  it('counts text values whose footnote marks and dashes were cleaned at load', async () => {
    const answer = await ask('how many peaks have status climbed?');
    expect(answer.markdown).toContain('**3**');
  });
});
