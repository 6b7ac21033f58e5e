/**
 * The analyst on two invented exports with a target date beside the actual one: courier jobs
 * (dispatched, eta, delivered; delivered blank while on the way, a Delivered state) and bills (raised, due, settled;
 * settled blank while unpaid) with one money column. Punctuality ("late", "on-time %", "after the
 * due date"), a verb dating a period ("dispatched in march"), billing words ("total billed",
 * "owes us the most") and a value left out beside a measure ("total fee excluding X") are
 * checked against SQL written here.
 */
import { describe, expect, it } from 'vitest';
import { askDataOf, expectClose, firstCell, firstValueOf, useCsvTables } from './csv-test-tables';

function tableTexts(): Record<string, string> {
  let s = 11;
  const r = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const pick = <T,>(xs: T[]) => xs[Math.floor(r() * xs.length)] as T;
  const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  const jobs = ['job_ref,courier,zone,dispatched_on,eta,delivered_on,fee,state,returned'];
  for (let i = 0; i < 300; i++) {
    const sent = Math.floor(r() * 340);
    const state = pick(['Delivered', 'Delivered', 'Delivered', 'Delivered', 'Lost', 'On Way']);
    const delivered = state === 'Delivered' ? day(sent + 1 + Math.floor(r() * 6)) : '';
    const zone = pick(['North', 'South']);
    jobs.push(`J${i},${pick(['Swift', 'Bolt', 'Hare'])},${zone},${day(sent)},${day(sent + 3)},${delivered},${(3 + r() * 20).toFixed(2)},${state},${r() < (zone === 'South' ? 0.4 : 0.15) ? 'yes' : 'no'}`);
  }
  const bills = ['invoice_ref,client,tier,raised_on,due_on,settled_on,amount_due,state'];
  for (let i = 0; i < 250; i++) {
    const raised = Math.floor(r() * 300);
    const state = pick(['settled', 'settled', 'settled', 'unpaid', 'cancelled']);
    const settled = state === 'settled' ? day(raised + Math.floor(r() * 40)) : '';
    bills.push(`B${i},${pick(['Acme', 'Globex', 'Initech', 'Umbrella'])},${pick(['Gold', 'Silver'])},${day(raised)},${day(raised + 21)},${settled},${100 + Math.floor(r() * 900)},${state}`);
  }
  return { courier_jobs: jobs.join('\n'), client_bills: bills.join('\n') };
}

const tables = useCsvTables(tableTexts());
const one = (sql: string) => firstCell(tables, sql);

describe('punctuality: the actual date against the target date', () => {
  it('counts late deliveries and late payments', async () => {
    expectClose(
      firstValueOf(await tables.ask('how many jobs arrived late', 'courier_jobs')),
      await one('SELECT count(*) FROM courier_jobs WHERE delivered_on > eta'),
    );
    expectClose(
      firstValueOf(await tables.ask('how many bills got paid after the due date', 'client_bills')),
      await one('SELECT count(*) FROM client_bills WHERE settled_on > due_on'),
    );
  });

  it('reads an on-time rate over the rows that have an actual date', async () => {
    const d = askDataOf(await tables.ask('on-time % by courier', 'courier_jobs'));
    const row = d.rows.find((x) => Object.values(x).includes('Swift')) as Record<string, unknown>;
    const got = Number(Object.values(row).find((v) => typeof v === 'number' && v > 1 && v <= 100));
    expectClose(
      got,
      await one(
        "SELECT 100.0 * count(*) FILTER (WHERE delivered_on <= eta) / count(*) FROM courier_jobs WHERE delivered_on IS NOT NULL AND courier = 'Swift'",
      ),
    );
  });

  it('reads a noun of the event before "date" as that date, not as a value', async () => {
    expectClose(
      firstValueOf(await tables.ask('how many jobs have no delivery date', 'courier_jobs')),
      await one('SELECT count(*) FROM courier_jobs WHERE delivered_on IS NULL'),
    );
  });

  it('reads the period on the date a verb names', async () => {
    expectClose(
      firstValueOf(await tables.ask('how many jobs dispatched in march arrived late', 'courier_jobs')),
      await one('SELECT count(*) FROM courier_jobs WHERE month(dispatched_on) = 3 AND delivered_on > eta'),
    );
  });
});

describe('the time from the start date to a later one', () => {
  it('reads both ends named ("days dispatch to delivery") and ranks groups by "takes longest to"', async () => {
    expectClose(
      firstValueOf(await tables.ask('avg days dispatch to delivery for Swift', 'courier_jobs')),
      await one("SELECT avg(delivered_on - dispatched_on) FROM courier_jobs WHERE courier = 'Swift'"),
    );
    const d = askDataOf(await tables.ask('which courier takes longest to deliver on avg', 'courier_jobs'));
    const top = await tables.registry.query(
      'SELECT courier FROM courier_jobs GROUP BY courier ORDER BY avg(delivered_on - dispatched_on) DESC LIMIT 1',
    );
    expect(Object.values(d.rows[0] ?? {})).toContain(top.rows[0]?.courier);
  });
});

describe('a verb of a yes/no column, ranked', () => {
  it('reads "which zone returns the most" as the zones ranked by their rate of returned', async () => {
    const d = askDataOf(await tables.ask('which zone returns the most', 'courier_jobs'));
    const top = await tables.registry.query(
      "SELECT zone FROM courier_jobs GROUP BY zone ORDER BY avg(CASE WHEN returned THEN 1 ELSE 0 END) DESC LIMIT 1",
    );
    expect(Object.values(d.rows[0] ?? {})).toContain(top.rows[0]?.zone);
  });
});

describe('billing words and values left out', () => {
  it('reads "total billed" and "owes us the most" as the money column', async () => {
    expectClose(
      firstValueOf(await tables.ask('total billed excl cancelled', 'client_bills')),
      await one("SELECT sum(amount_due) FROM client_bills WHERE state <> 'cancelled'"),
    );
    const d = askDataOf(await tables.ask('which client owes us the most (unpaid)', 'client_bills'));
    const top = await tables.registry.query(
      "SELECT client FROM client_bills WHERE state = 'unpaid' GROUP BY client ORDER BY sum(amount_due) DESC LIMIT 1",
    );
    expect(Object.values(d.rows[0] ?? {})).toContain(top.rows[0]?.client);
  });

  it('reads the largest single record as its row when each row is one', async () => {
    const d = askDataOf(await tables.ask('largest single invoice', 'client_bills'));
    const top = await tables.registry.query('SELECT invoice_ref FROM client_bills ORDER BY amount_due DESC, invoice_ref LIMIT 1');
    expect(Object.values(d.rows[0] ?? {})).toContain(top.rows[0]?.invoice_ref);
  });

  it('keeps the measure said just before a value left out', async () => {
    expectClose(
      firstValueOf(await tables.ask('total fee excluding Lost', 'courier_jobs')),
      await one("SELECT sum(fee) FROM courier_jobs WHERE state <> 'Lost'"),
    );
    const d = askDataOf(await tables.ask('total fee by zone (Lost excluded)', 'courier_jobs'));
    const north = d.rows.find((x) => Object.values(x).includes('North')) as Record<string, unknown>;
    expectClose(
      Number(north[d.valueKeys[0] as string]),
      await one("SELECT sum(fee) FROM courier_jobs WHERE state <> 'Lost' AND zone = 'North'"),
    );
  });
});
