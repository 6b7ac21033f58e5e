import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// A list of cup finals written here: seasons as "2004–05", two clubs whose names start alike.
const FINALS = `Season,Champion,Finalist,Ground
2003–04,Harlow Rangers,Kestrel Vale,North Park
2004–05,Brannock Town,Harlow Rangers,Quay Road
2005–06,Osterby,Brannock Town,North Park
2006–07,Harlow Rangers,Osterbyn Athletic,Mill Lane
2007–08,Kestrel Vale,Osterby,Quay Road
`;

const tables = useCsvTables({ cup: FINALS });
const ask = (question: string) => tables.ask(question, 'cup');

describe('what the table stage places', () => {
  it('shows both seasons a year belongs to, never one of them', async () => {
    const reply = await ask('who was champion in 2005');
    expect(reply.markdown).toContain('Brannock Town');
    expect(reply.markdown).toContain('Osterby');
    expect(reply.markdown).toContain('2004–05');
  });

  it('does not take a near form of a word when another cell holds the word itself', async () => {
    // "osterbyn" is a word of "Osterbyn Athletic", not the club "Osterby"
    const reply = await ask('how many finals did osterbyn play in');
    expect(reply.markdown).not.toContain('Champion is Osterby');
  });
});
