import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented list of lighthouses: a keeper's note on some, nicknames on a few, and the height.
const LIGHTS = [
  'light,height,note,nicknames',
  ...Array.from(
    { length: 30 },
    (_, i) => `Light ${i + 1},${20 + i},${i % 3 === 0 ? `note ${i}` : ''},${i % 5 === 0 ? 'old tom' : ''}`,
  ),
].join('\n');

const t = useCsvTables({ lights: LIGHTS });

describe('a text column said as what rows have', () => {
  it('"with a note" keeps the rows whose note holds something', async () => {
    const reply = await t.ask('how many lights with a note', 'lights');
    expect(reply.query?.filters).toEqual([{ kind: 'null', column: 'note', isNull: false }]);
    expect(reply.markdown).toContain('**10**');
  });

  it('"at least one" of a text column is the same, never a bound on the number column', async () => {
    const reply = await t.ask('% of lights with at least one nicknames', 'lights');
    expect(JSON.stringify(reply.query)).not.toContain('height');
    expect(reply.markdown).toContain('20%');
  });
});

// An invented ferry timetable: each crossing is listed once for each of two harbours.
const FERRIES = [
  'crossing,harbour,minutes',
  ...Array.from({ length: 24 }, (_, i) => `C${(i % 12) + 1},${i < 12 ? 'Ardmore' : 'Bellport'},${30 + i}`),
].join('\n');
const f = useCsvTables({ ferries: FERRIES });

describe('"both" of two values of one column', () => {
  it('asks back: no one row holds both values', async () => {
    const reply = await f.ask('how many crossings are listed for both ardmore and bellport', 'ferries');
    expect(reply.clarify?.question).toContain('two values of harbour');
  });
});

// An invented list of harbour berths with their depth: no dates or years at all.
const BERTHS = ['berth,depth', ...Array.from({ length: 12 }, (_, i) => `B${i + 1},${8 + i}`)].join('\n');
const b = useCsvTables({ berths: BERTHS });

describe('"when" over a table with no dates', () => {
  it('asks back', async () => {
    const reply = await b.ask('when was berth B3 dredged', 'berths');
    expect(reply.clarify?.question).toContain('cannot say when');
  });
});
