import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented list of shows with their opening year.
const SHOWS = `Show,Year,Performances,Venue
Lanterns,1968,1200,Rose Hall
Harbour Lights,1975,2400,Rose Hall
Tin Crown,1979,800,Kings
Paper Moon,1983,3100,Kings
Salt and Sea,1988,950,Rose Hall
Glass Garden,1994,4100,Kings
Copper Sky,2001,2800,Rose Hall
Night Ferry,2012,1500,Kings
`;

const t = useCsvTables({ shows: SHOWS });
const answerOf = async (question: string) => (await t.ask(question, 'shows')).markdown;

describe('a decade said after since, after, before', () => {
  it('reads "since the 80s" as from 1980 on, not the 1980s alone', async () => {
    expect(await answerOf('how many shows opened since the 80s')).toMatch(/\*\*5\*\*/);
  });
  it('reads "after the 80s" as from 1990 on', async () => {
    expect(await answerOf('how many shows opened after the 80s')).toMatch(/\*\*3\*\*/);
  });
  it('reads "before the 80s" as before 1980', async () => {
    expect(await answerOf('how many shows opened before the 80s')).toMatch(/\*\*3\*\*/);
  });
  it('still reads "in the 80s" as the decade', async () => {
    expect(await answerOf('how many shows opened in the 80s')).toMatch(/\*\*2\*\*/);
  });
  it('counts per decade from a decade on, never one decade alone', async () => {
    const answer = await answerOf('how many shows opened per decade since the 70s');
    expect(answer).toMatch(/1980s/);
    expect(answer).toMatch(/2010s/);
  });
});
