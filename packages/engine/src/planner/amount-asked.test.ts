import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

// An invented list of a fair's editions, each named by a Roman numeral.
const FAIRS = `Edition,Year,Host city,Country,Exhibitors,Visitors
I,1998,Porto,Portugal,120,"41,000"
II,2001,Lyon,France,164,"52,500"
III,2004,Graz,Austria,188,"60,200"
IV,2008,Lisbon,Portugal,231,"74,900"
V,2012,Ghent,Belgium,260,"80,100"
VI,2016,Turin,Italy,275,"91,300"
`;

const tables = useCsvTables({ fairs: FAIRS });

describe('an amount asked and a name read', () => {
  it('declines instead of naming a cell that holds no number', async () => {
    const reply = await tables.ask('how much did the lisbon edition cost', 'fairs');
    expect(reply.clarify?.choices).toEqual([]);
    expect(reply.markdown).toMatch(/^fairs has no figure for that/);
    expect(reply.markdown).not.toMatch(/\*\*IV\*\*/);
  });

  it('answers an amount the table holds', async () => {
    const reply = await tables.ask('how many visitors did the lisbon fair have', 'fairs');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('74,900');
  });
});

// Invented telescopes with launch and end years: a span is computed, not read.
const SCOPES = `Name,Agency,Launched,Ended
Orla,ESA,1995,2003
Vint,NASA,2001,2018
Kessa,JAXA,2006,2011
`;

const scopes = useCsvTables({ scopes: SCOPES });

describe('an amount computed from a row', () => {
  it('stands beside the row it is computed for', async () => {
    const reply = await scopes.ask('how many years did vint operate', 'scopes');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('17');
  });
});
