import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented albums with their chart peaks (a dash where an album did not chart).
const ALBUMS = `Title,Released,Label,UK peak,US peak
Orvo Nights,1971,Pell,5,12
Tellan Sky,1973,Pell,1,3
Marrow Road,1975,Susk,2,—
Quill Lane,1977,Susk,9,40
Varn Hill,1979,Pell,3,7
`;

const tables = useCsvTables({ albums: ALBUMS });

describe('chart places added up', () => {
  it('asks instead of adding up places over several rows', async () => {
    for (const question of [
      "how many albums didn't chart in the us",
      'did tellan sky or varn hill do better in the us',
    ]) {
      const reply = await tables.ask(question, 'albums');
      expect(reply.markdown).not.toContain('**10**');
      expect(reply.clarify?.question ?? '').not.toBe('');
    }
  });

  it('still reads the place of one named row', async () => {
    const reply = await tables.ask('what did quill lane peak at in the us', 'albums');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('40');
  });
});
