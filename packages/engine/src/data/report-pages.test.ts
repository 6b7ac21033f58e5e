import { describe, expect, it } from 'vitest';
import { useTestWorkspace } from './test-workspace';

const workspace = useTestWorkspace('engine-report-pages-');
const { load, values } = workspace;

const page = (rows: string[]) => ['Ticket,Opened,Agent,Minutes,Queue', ...rows];

describe('a printed report: title block, header repeated at page breaks', () => {
  it('finds the header under a title block whose run line holds a semicolon and drops the repeats', async () => {
    const rows = Array.from({ length: 9 }, (_, i) => `T-${100 + i},2023.05.0${i + 1},Mara Lind,${12 + i},Billing`);
    const info = await load('desk-log.csv', [
      'Northwind Help Desk - Ticket Detail',
      'Printed 2023.06.01 by ops; times in minutes',
      '',
      ...page(rows.slice(0, 4)),
      ...page(rows.slice(4, 8)),
      ...page(rows.slice(8)),
    ]);
    expect(info.rowCount).toBe(9);
    expect(info.columns.map((c) => c.name)).toEqual(['Ticket', 'Opened', 'Agent', 'Minutes', 'Queue']);
    expect(info.columns.find((c) => c.name === 'Opened')?.type).toBe('DATE');
    expect(await values(info, 'Minutes')).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(info.warnings?.some((w) => w.includes('stands again 2 times'))).toBe(true);
  });
});

describe('codes with leading zeros, credit balances', () => {
  it('keeps zero-padded codes as text and reads CR balances as negative', async () => {
    const info = await load('members.csv', [
      'Member No,Branch,Name,Balance',
      '004417,0120,Ada Moss,120.00',
      '013002,0120,Ben Ruiz,45.50 CR',
      '000981,0310,Cy Ng,"1,200.00"',
      '020110,0310,Di Ott,0.00',
    ]);
    expect(info.columns.find((c) => c.name === 'Member No')?.type).toBe('VARCHAR');
    expect(await values(info, 'Branch')).toEqual(['0120', '0120', '0310', '0310']);
    expect(await values(info, 'Balance')).toEqual([120, -45.5, 1200, 0]);
  });

  it('reads whole numbers without leading zeros as numbers', async () => {
    const info = await load('counts.csv', ['Shop,Visits', 'A,120', 'B,305', 'C,998']);
    expect(info.columns.find((c) => c.name === 'Visits')?.type).toMatch(/INT/);
  });
});

describe('a heading row above each group of rows', () => {
  it('becomes a column of the rows under it', async () => {
    const info = await load('stalls.csv', [
      'Stall,Holder,Area,Fee',
      'North Hall (NH),,,',
      'NH-1,Olive Stand,120,"1,100.00"',
      'NH-2,Spice Co,80,900.00',
      '',
      'South Yard (SY),,,',
      'SY-1,Book Nook,60,450.00',
      'SY-2,Fruit Cart,40,300.00',
      'SY-3,Tea Tent,90,700.00',
    ]);
    expect(info.rowCount).toBe(5);
    expect(info.columns.map((c) => c.name)).toEqual(['Group', 'Stall', 'Holder', 'Area', 'Fee']);
    expect(await values(info, 'Group')).toEqual(['North Hall (NH)', 'North Hall (NH)', 'South Yard (SY)', 'South Yard (SY)', 'South Yard (SY)']);
  });

  it('leaves a table alone when rows with one filled cell are not headings of groups', async () => {
    const info = await load('notes.csv', ['Item,Qty,Price', 'pen,2,1.50', 'cap,,', 'ink,1,4.00', 'pad,,', 'tag,5,0.20']);
    expect(info.rowCount).toBe(5);
  });
});
