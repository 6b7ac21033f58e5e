import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented: a table named after what it counts, one row per district, the count under "total".
const BURGLARIES = `district,code,zone,residents,total
Amberley,AM,North,52000,310
Brookfield,BR,North,61000,455
Carrow,CA,South,38000,120
Dunmore,DU,South,44000,502
Elmstead,EL,East,29000,98
`;
// Invented: an order list with a total on each order; its rows are the orders themselves.
const ORDERS = `order_id,customer,total
A1,ann,10
A2,bob,20
A3,ann,5
A4,cy,7
A5,bob,1
`;

const tables = useCsvTables({ burglaries: BURGLARIES, orders: ORDERS });

describe("the table's noun names its generic figure", () => {
  it('ranks and adds up the column named total', async () => {
    const most = await tables.ask('which district has the most burglaries', 'burglaries');
    expect(most.markdown).toContain('**Dunmore**');
    const south = await tables.ask('burglaries in the south zone', 'burglaries');
    expect(south.markdown).toContain('**622**');
    const one = await tables.ask('how many burglaries in carrow', 'burglaries');
    expect(one.markdown).toContain('**120**');
  });

  it('counts rows when the rows are the noun themselves', async () => {
    const most = await tables.ask('how many orders did ann place', 'orders');
    expect(most.markdown).toContain('**2**');
  });
});
