import { describe, expect, it } from 'vitest';
import { titleBlockLines } from './comment-lines';
import { useTestWorkspace } from './test-workspace';

const workspace = useTestWorkspace('engine-export-forms-');
const { load, values } = workspace;

describe('a report title block above the header', () => {
  it('skips a title line, a run line and a blank line before the header', async () => {
    const info = await load('pallet-log.csv', [
      'Pallet Audit Listing',
      'Printed: 2023/11/02 07:15  Site: ALL',
      '',
      'Pallet #,Audited,Site,Count',
      '51,2023/10/02,North,12',
      '52,2023/10/03,South,-4',
      '53,2023/10/04,North,9',
    ]);
    expect(info.columns.map((c) => c.name)).toEqual(['Pallet #', 'Audited', 'Site', 'Count']);
    expect(info.rowCount).toBe(3);
    expect(info.columns.find((c) => c.name === 'Audited')?.type).toBe('DATE');
    expect(await values(info, 'Count')).toEqual([12, -4, 9]);
  });

  it('takes title lines padded with empty cells, never a header one name short or a plain header', () => {
    expect(titleBlockLines(['Kiln Firing Log,,,', ',,,', 'Kiln,Fired,Cone,Pieces', 'A,2020-01-01,6,40', 'B,2020-01-02,6,38', 'A,2020-01-03,10,22'])).toBe(2);
    expect(titleBlockLines(['alpha,beta', 'r1,1,2', 'r2,3,4', 'r3,5,6'])).toBe(0);
    expect(titleBlockLines(['Kiln,Fired,Cone,Pieces', 'A,2020-01-01,6,40', 'B,2020-01-02,6,38'])).toBe(0);
    expect(titleBlockLines(['value', '1', '2', '3'])).toBe(0);
  });
});

describe('amounts with a currency code', () => {
  it('reads "USD 1,234.50" and a bracketed "USD (1,200.00)" as numbers, the bracket negative', async () => {
    const info = await load('refunds.csv', [
      'Ticket,Refund',
      'T1,"USD 1,234.50"',
      'T2,"USD (1,200.00)"',
      'T3,USD 0.00',
      'T4,',
      'T5,EUR 12.00',
    ]);
    expect(info.columns.find((c) => c.name === 'Refund')?.type).toBe('DOUBLE');
    expect(await values(info, 'Refund')).toEqual([1234.5, -1200, 0, null, 12]);
  });
});

describe('timestamps written with a UTC offset', () => {
  it('reads the local clock time written, not the instant in one zone', async () => {
    const info = await load('kiosk-scans.csv', [
      'scan_id,scanned_at,kiosk',
      '1,2024-03-01T23:30:00-08:00,K1',
      '2,2024-03-02T06:05:10-05:00,K2',
      '3,2024-03-02T12:00:00+01:00,K3',
    ]);
    expect(info.columns.find((c) => c.name === 'scanned_at')?.type).toBe('TIMESTAMP');
    const hours = await workspace.registry.query(`SELECT hour(scanned_at) AS h, day(scanned_at) AS d FROM ${info.name} ORDER BY scan_id`);
    expect(hours.rows.map((r) => [r.h, r.d])).toEqual([
      [23, 1],
      [6, 2],
      [12, 2],
    ]);
    expect((info.warnings ?? []).join(' ')).toMatch(/UTC offset/);
  });
});

describe('text typed in several cases', () => {
  it('trims padded cells and reads one category written in several cases as its most common spelling', async () => {
    const states = ['Shipped', 'Shipped', 'SHIPPED', 'shipped', 'Shipped ', 'Pending', 'PENDING', 'Pending', 'Lost', 'Lost'];
    const info = await load('parcels.csv', ['parcel,state,code', ...states.map((s, i) => `P${i},${s},${i % 2 ? 'Ab' : 'AB'}`)]);
    expect(await values(info, 'state')).toEqual(['Shipped', 'Shipped', 'Shipped', 'Shipped', 'Shipped', 'Pending', 'Pending', 'Pending', 'Lost', 'Lost']);
    // two-letter codes keep their case
    expect(new Set(await values(info, 'code'))).toEqual(new Set(['AB', 'Ab']));
    expect((info.warnings ?? []).join(' ')).toMatch(/letter case/);
  });
});
