import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented order log over two years, and a table whose own column is named Change.
const ORDERS = `Order Date,Shop,Amount
2023-01-10,Kells,100
2023-01-20,Kells,50
2023-02-05,Orrin,80
2023-03-15,Kells,120
2024-01-12,Orrin,200
2024-02-18,Kells,60
2024-03-02,Orrin,90
`;
const POLLS = `Party,Share,Change
Greens,12.5,+2.1
Liberals,30.2,-1.4
Labour,28.0,+0.6
`;

const tables = useCsvTables({ orders: ORDERS, polls: POLLS });

describe('a change asked over periods', () => {
  it('reads "change in X by year" as each year against the one before', async () => {
    const answer = await tables.ask('change in amount by year', 'orders');
    expect(answer.markdown).toContain('from 350 to 350');
  });

  it('reads "% change by month" as the change in percent, not shares', async () => {
    const answer = await tables.ask('% change in amount by month', 'orders');
    expect(answer.markdown).toMatch(/change in total Amount from the previous month/);
  });

  it('sets two months said as "from … to …" against each other', async () => {
    const answer = await tables.ask('growth in amount from jan to feb', 'orders');
    expect(answer.markdown).toContain('January: **350**');
    expect(answer.markdown).toContain('February: **140**');
  });

  it('leaves a column named for the change to the column', async () => {
    const answer = await tables.ask('which party had the biggest change', 'polls');
    expect(answer.markdown).not.toContain('from the previous');
  });
});
