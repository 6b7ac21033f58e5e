import { describe, expect, it } from 'vitest';
import { useTestWorkspace } from './test-workspace';

const workspace = useTestWorkspace('engine-report-rows-');
const { load, values } = workspace;

describe('a units line under the header', () => {
  it('is dropped; units name the number columns, an h:mm format reads minutes, a date format adds nothing', async () => {
    const info = await load('kiln-runs.csv', [
      'Fired On,Kiln,Load Weight,Soak,Operator',
      '(dd/mm/yyyy),,(kg),(h:mm),',
      '03/02/2023,K1,412,1:30,Ines',
      '04/02/2023,K2,1 250,0:45,Ravi',
      '05/02/2023,K1,980,,Ines',
      '06/02/2023,K3,2 040,12:05,Tomas',
    ]);
    expect(info.rowCount).toBe(4);
    expect(info.columns.map((c) => c.name)).toEqual(['Fired On', 'Kiln', 'Load Weight (kg)', 'Soak (min)', 'Operator']);
    expect(info.columns.find((c) => c.name === 'Fired On')?.type).toBe('DATE');
    expect(await values(info, 'Load Weight (kg)')).toEqual([412, 1250, 980, 2040]);
    expect(await values(info, 'Soak (min)')).toEqual([90, 45, null, 725]);
    expect(info.warnings?.some((w) => w.includes('units'))).toBe(true);
  });

  it('keeps a first row of negative amounts in parentheses as a row', async () => {
    const info = await load('adjustments.csv', ['Memo,Debit,Credit', ',(120.00),(4.50)', 'fee,10.00,2.00', 'refund,3.00,1.00']);
    expect(info.rowCount).toBe(3);
    expect(await values(info, 'Debit')).toEqual([-120, 10, 3]);
  });
});

describe('subtotal and total rows among the rows', () => {
  it('leaves out rows labelled as totals that leave the id empty and add up the others', async () => {
    const info = await load('freight-invoices.csv', [
      'Week,Invoice,Carrier,Amount',
      '1,A-100,Northline,200',
      '1,A-101,Bayfreight,300',
      '1,A-104,Bayfreight,100',
      '1,,Week Subtotal,600',
      '2,A-102,Northline,250',
      '2,A-103,Northline,150',
      '2,A-105,Northline,50',
      '2,,Week Subtotal,450',
      ',,== GRAND TOTAL ==,1050',
    ]);
    expect(info.rowCount).toBe(6);
    expect(await values(info, 'Amount')).toEqual([200, 300, 100, 250, 150, 50]);
    expect(info.warnings?.some((w) => w.includes('3 rows that add up'))).toBe(true);
  });

  it('keeps a list in which the word total names real rows', async () => {
    const info = await load('films.csv', ['Rank,Title,Gross', '1,Total Recall,261', '2,Total Eclipse,12', '3,Heat,187', '4,Ronin,70']);
    expect(info.rowCount).toBe(4);
  });
});

describe('amounts with a trailing minus', () => {
  it('reads a column of deductions written 412.55- as the amounts deducted, a mixed column with its sign', async () => {
    const info = await load('wages.csv', [
      'Worker,Gross,Union Dues,Adjustment',
      'Ana,"1,200.00",12.50-,5.00',
      'Ben,900.00,"1,009.25-",2.00-',
      'Cal,950.00,,1.00',
    ]);
    expect(await values(info, 'Union Dues')).toEqual([12.5, 1009.25, null]);
    expect(await values(info, 'Adjustment')).toEqual([5, -2, 1]);
    expect(info.warnings?.some((w) => w.includes('"Union Dues"') && w.includes('trailing minus'))).toBe(true);
  });
});

describe('dates with the weekday in front, spellings that drift', () => {
  it('reads "Tue 03/05/2024" as a date; "Sat 3" stays text', async () => {
    const info = await load('classes.csv', [
      'Session,Held,Slot',
      'yoga,Tue 03/05/2024,Sat 3',
      'spin,Wed 03/06/2024,Sun 4',
      'yoga,Mon 03/11/2024,Sat 5',
    ]);
    expect(info.columns.find((c) => c.name === 'Held')?.type).toBe('DATE');
    expect(info.columns.find((c) => c.name === 'Slot')?.type).toBe('VARCHAR');
  });

  it('reads "Drop-Off", "Drop Off", "DROP OFF", "Labelled", "Labeled" and "Sealed", "Seal" each as one value', async () => {
    const rows = ['Parcel,Step,Tag'];
    const steps = ['Drop Off', 'Drop Off', 'Drop-Off', 'DROP OFF', 'Pick Up', 'Pick Up', 'pick-up', 'Pick Up'];
    const tags = ['Labelled', 'Labelled', 'Labeled', 'Labelled', 'Sealed', 'Sealed', 'Seal', 'Labelled'];
    steps.forEach((s, i) => rows.push(`P${i},${s},${tags[i]}`));
    const info = await load('parcels.csv', rows);
    expect(new Set(await values(info, 'Step'))).toEqual(new Set(['Drop Off', 'Pick Up']));
    expect(new Set(await values(info, 'Tag'))).toEqual(new Set(['Labelled', 'Sealed']));
  });
});

describe('a single total line at the bottom', () => {
  it('is left out when its label sits in the date column and its numbers add up the rows above', async () => {
    const info = await load('press-shifts.csv', [
      'Shift Date,Press,Good Parts,Scrap,Operator',
      '2024-02-05,P1,"1,200",14,Ana',
      '2024-02-05,P2,980,9,Bo',
      '2024-02-06,P1,"1,105",(2),Ana',
      '2024-02-06,P2,1020,11,Cy',
      'TOTAL:,,"4,305",32,',
      '',
    ]);
    expect(info.rowCount).toBe(4);
    expect(info.columns.find((c) => c.name === 'Shift Date')?.type).toBe('DATE');
    expect(await values(info, 'Good Parts')).toEqual([1200, 980, 1105, 1020]);
    expect(info.warnings?.some((w) => w.includes('"TOTAL:"') && w.includes('adds up'))).toBe(true);
  });

  it('is left out in an id column, amounts written with currency codes and credits', async () => {
    const info = await load('refunds.csv', [
      'Refund No,Store,Amount',
      '10041,North,EUR 1,234.50',
      '10042,South,EUR 80.00',
      '10043,North,EUR 15.25 CR',
    ].map((l, i) => (i === 0 ? l : l.replace(/EUR (.*)$/, '"EUR $1"'))).concat(['Grand Total,,"EUR 1,299.25"']));
    expect(info.rowCount).toBe(3);
    expect(info.columns.find((c) => c.name === 'Refund No')?.type).toMatch(/INT/);
  });

  it('is kept when the label stands in a column of names (the planner reads it)', async () => {
    const info = await load('medals.csv', ['Nation,Gold,Silver', 'Norway,3,1', 'Chile,1,2', 'Total,4,3']);
    expect(info.rowCount).toBe(3);
  });

  it('is kept when its numbers do not add up the rows listed', async () => {
    const info = await load('visits.csv', ['Year,Site,Visitors', '2019,A,100', '2020,A,80', '2021,A,95', 'Total,,1200']);
    expect(info.rowCount).toBe(4);
  });
});
