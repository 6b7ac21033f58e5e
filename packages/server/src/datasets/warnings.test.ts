import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support';
import { client } from '../files/test-helpers';

/** A file written by a spreadsheet with the wrong export settings: one column named "a,b". */
const ONE_COLUMN = '"a,b"\n"1,2"\n"3,4"\n';
/** Text dates, money and percentages, and one price nobody could read. */
const TYPED = [
  'sold,price,growth',
  ...Array.from({ length: 60 }, (_, i) => `Jan ${(i % 28) + 1} 2000,"$${i + 1},250.50",${i}.5%`),
  'Feb 1 2000,ask me,1%',
].join('\n');

describe('dataset warnings and detected types in the API', () => {
  let t: TestApp;
  let alice: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const org = await t.seedOrganization('ACME');
    alice = client(t.app, (await t.login(await t.addUser(org.orgId, 'ACME', 'alice'))).access);
    await alice.mkdir('Uploads');
    await alice.upload(
      [
        { filename: 'pairs.csv', content: ONE_COLUMN },
        { filename: 'prices.csv', content: TYPED },
      ],
      'Uploads',
    );
  });
  afterAll(() => t.close());

  it('lists a malformed file with its warning', async () => {
    const body = (await alice.call({ method: 'GET', url: '/api/datasets/' })).json();
    const pairs = body.datasets.find((d: { name: string }) => d.name === 'pairs');
    expect(pairs.columns).toEqual([{ name: 'a,b', type: 'VARCHAR' }]);
    expect(pairs.warnings).toEqual([
      'The file was read as a single column named "a,b": its header holds the delimiter ",", so the delimiter or the quoting of the file is probably wrong.',
    ]);
  });

  it('shows converted columns with their units, and the values that failed, in the list and the preview', async () => {
    const res = await alice.call({ method: 'GET', url: '/api/datasets/prices/preview/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.dataset.columns).toEqual([
      { name: 'sold', type: 'DATE' },
      { name: 'price', type: 'DOUBLE', unit: '$' },
      { name: 'growth', type: 'DOUBLE', unit: '%' },
    ]);
    expect(body.dataset.warnings).toEqual([
      'Column "price": 1 of 61 values could not be read as numbers (such as "ask me") and are shown as missing.',
    ]);
    expect(body.rows[0]).toEqual({ sold: '2000-01-01', price: 1250.5, growth: 0.5 });
    expect(body.rows[60]).toEqual({ sold: '2000-02-01', price: null, growth: 1 });
  });
});
