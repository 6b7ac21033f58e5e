import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

// An invented shop ledger: money out and money in in two columns (the other one blank), payees in
// capitals with a reference after their name.
const LEDGER = `Date,Details,Money Out,Money In,Balance
2025-01-05,HARBOUR FISH CO INV 31,,120.00,1120.00
2025-01-06,KESTREL PAPER LTD,40.00,,1080.00
2025-01-07,HARBOUR FISH CO INV 32,,80.00,1160.00
2025-01-08,KESTREL PAPER LTD,25.50,,1134.50
2025-01-09,GRID POWER DD 7,60.00,,1074.50
2025-01-10,LUNA BAKES INV 5,,50.00,1124.50
2025-02-03,GRID POWER DD 8,70.00,,1054.50
2025-02-04,HARBOUR FISH CO INV 33,,30.00,1084.50
`;

const ledger = useCsvTables({ ledger: LEDGER });
const ask = async (q: string) => (await ledger.ask(q, 'ledger')).markdown;

describe('money out and money in in two columns', () => {
  it('reads words of money going out as the out column', async () => {
    expect(await ask('total paid out')).toContain('**195.5**');
    expect(await ask('how much did we spend in february')).toContain('**70**');
  });

  it('reads words of money coming in as the in column', async () => {
    expect(await ask('how much came in altogether')).toContain('**280**');
    expect(await ask('total takings in january')).toContain('**250**');
  });

  it('reads the net as money in less money out, a blank side counting as nothing', async () => {
    expect(await ask('net cash flow (in minus out)')).toContain('**84.5**');
    expect(await ask('net cash flow in february')).toContain('**-40**');
  });
});

describe('a payee in capitals said by its opening words', () => {
  it('stands for every value those words open', async () => {
    expect(await ask('how much did we pay kestrel paper')).toContain('**65.5**');
    const compared = await ask('harbour fish vs luna bakes, who paid us more');
    expect(compared).toContain('**230**');
    expect(compared).toContain('**50**');
  });
});

// An invented current account running into overdraft twice.
const ACCOUNT = `Posted,Payee,Amount,Balance,Phone
2025-03-01,RENT,-900.00,-150.00,
2025-03-02,TILL,400.00,250.00,0117 555
2025-03-03,TILL,300.00,550.00,
2025-03-04,WAGES,-700.00,-150.00,0117 556
2025-03-05,TILL,500.00,350.00,0117 557
`;

const account = useCsvTables({ account: ACCOUNT });

describe('a running balance', () => {
  it('reads overdrawn and in the red as the balance below 0', async () => {
    expect((await account.ask('how many transactions left us overdrawn', 'account')).markdown).toContain('**2**');
    expect((await account.ask('how many transactions with a balance below 0', 'account')).markdown).toContain('**2**');
  });

  it('counts rows with a blank cell, not rows with more than 0 of it', async () => {
    expect((await account.ask('how many transactions have a blank phone', 'account')).markdown).toContain('**2**');
  });
});
