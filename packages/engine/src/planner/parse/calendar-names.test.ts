import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

const tables = useCsvTables({
  ferries: [
    'Route,Crossing (min),Runs in summer,Operator',
    'Ayr – Brodick,55,Yes,Calmac',
    'Oban – Mull,45,Yes,Calmac',
    'Troon – Larne,120,No,Stena',
    'Kyle – Skye,10,Yes,Island',
    'Ullapool – Stornoway,165,No,Calmac',
  ].join('\n'),
});

describe('a season said inside a flag column name', () => {
  it('is the flag, not a period of dates', async () => {
    const md = (await tables.ask('how many routes run in summer', 'ferries')).markdown;
    expect(md).toContain('**3**');
  });

  it('lists the rows where the flag holds', async () => {
    const md = (await tables.ask('which routes run in summer', 'ferries')).markdown;
    expect(md).toContain('Kyle – Skye');
    expect(md).not.toContain('Troon – Larne');
  });
});
