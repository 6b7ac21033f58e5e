import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Kites with no date or year at all.
const KITES = ['colour,span_cm,cost', 'red,90,12', 'blue,120,18', 'green,75,9', 'red,110,15'].join('\n');

// Memberships: when each member joined, and the monthly fee they pay; no date of any payment.
const MEMBERS = [
  'member,joined_on,fee',
  ...Array.from({ length: 24 }, (_, i) => {
    const d = new Date(Date.UTC(2023, i, 15)).toISOString().slice(0, 10);
    return `m${i},${d},${10 + i}`;
  }),
].join('\n');

const t = useCsvTables({ kites: KITES, members: MEMBERS });

describe('time the data cannot answer as asked', () => {
  it('asks back on change over the years when the table has no dates', async () => {
    const reply = await t.ask('how have kite costs changed over the years', 'kites');
    expect(reply.query).toBeUndefined();
    expect(reply.clarify?.question).toMatch(/no dates/);
  });

  it('asks before reading an amount in a period through the date a member joined', async () => {
    const reply = await t.ask('how much in fees did we make last quarter', 'members');
    expect(reply.query).toBeUndefined();
    expect(reply.clarify?.question).toMatch(/joined on/i);
  });

  it('still counts the members who joined in a period', async () => {
    const reply = await t.ask('how many members joined last quarter', 'members');
    expect(reply.clarify).toBeUndefined();
    expect(reply.query?.filters[0]).toMatchObject({ kind: 'date_range', column: 'joined_on' });
  });
});
