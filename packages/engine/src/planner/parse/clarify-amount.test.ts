import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An export written here with several amounts, none named by the questions below (a column named
// ticket_total would be named by 'the total of ticket …'); longer than a list, so the parser (not
// the table stage) reads it.
const TICKETS = [
  'ticket_ref,seats,unit_fee,line_amount,venue',
  ...Array.from({ length: 400 }, (_, i) => {
    const seats = (i % 4) + 1;
    const fee = 10 + (i % 7) * 2.5;
    return `TK-${i + 1},${seats},${fee},${seats * fee},${['North', 'South', 'East'][i % 3]}`;
  }),
].join('\n');

const tables = useCsvTables({ tickets: TICKETS });
const ask = (question: string) => tables.ask(question, 'tickets');

describe('an amount asked without naming it', () => {
  it('asks which amount to add up instead of counting the rows', async () => {
    const reply = await ask('whats the total of ticket TK-3');
    expect(reply.markdown).not.toContain('number of rows');
    expect(reply.markdown).toContain('Which amount should I add up?');
    expect(reply.markdown).toContain('whats the total line amount of ticket TK-3');
  });

  it('still counts rows when a count is asked', async () => {
    const reply = await ask('how many tickets in North');
    expect(reply.markdown).toContain('**134**');
  });
});
