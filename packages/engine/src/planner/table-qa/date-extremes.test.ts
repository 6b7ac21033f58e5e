import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// A small repair log written here, its rows not in date order.
const REPAIRS = `Job,Opened,Fixed,Bench,Cost
J-1,2024-03-03,2024-03-05,North,120
J-2,2024-01-04,2024-01-09,North,80
J-3,2024-02-10,2024-02-12,South,200
J-4,2024-01-11,2024-01-15,South,60
`;

const tables = useCsvTables({ repairs: REPAIRS });
const ask = (question: string) => tables.ask(question, 'repairs');

describe('dates ranked in a small table', () => {
  it('ranks rows by the whole date, not its year', async () => {
    const answer = await ask('which job was fixed last');
    expect(answer.markdown).toContain('**J-1**');
    expect(answer.markdown).not.toContain('J-2');
  });

  it('reads "when was the last … " as the latest date, whatever the rows’ order', async () => {
    expect((await ask('when was the last job fixed')).markdown).toContain('2024-03-05');
    expect((await ask('when was the first job opened')).markdown).toContain('2024-01-04');
  });
});
