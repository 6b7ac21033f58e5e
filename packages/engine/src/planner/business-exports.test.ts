/**
 * The analyst on three business exports written here: till lines (a transaction id repeated over
 * its lines, qty × unit price less a percentage markdown), service requests (opened / closed
 * timestamps, an outcome column) and sales opportunities (a won flag left blank while open, a
 * close date). Every number is checked against SQL written in the test.
 */
import { describe, expect, it } from 'vitest';
import { askDataOf, expectClose, firstCell, firstValueOf, useCsvTables } from './csv-test-tables';

function tableTexts(): Record<string, string> {
  let s = 7;
  const r = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const pick = <T,>(xs: T[]) => xs[Math.floor(r() * xs.length)] as T;
  const day = (from: number, span: number) =>
    new Date(Date.UTC(2023, 0, 1) + (from + Math.floor(r() * span)) * 86_400_000).toISOString().slice(0, 10);
  const till = ['transaction_id,shop,aisle,qty,unit_price,markdown,sold_on'];
  for (let t = 0; t < 300; t++) {
    const shop = pick(['Northgate', 'Riverside', 'Old Town']);
    const date = day(0, 500);
    const lines = 1 + Math.floor(r() * 3);
    for (let l = 0; l < lines; l++)
      till.push(
        `T${5000 + t},${shop},${pick(['Fresh', 'Bakery', 'Dairy', 'Frozen'])},${1 + Math.floor(r() * 4)},${(1 + r() * 20).toFixed(2)},${r() < 0.3 ? pick(['10%', '25%']) : ''},${date}`,
      );
  }
  const requests = ['request_ref,opened_at,closed_at,team,outcome,effort_points'];
  for (let i = 0; i < 400; i++) {
    const opened = Date.UTC(2024, 0, 1) + Math.floor(r() * 300 * 24 * 60) * 60_000;
    const outcome = pick(['fixed', 'fixed', 'fixed', 'escalated', 'pending']);
    const closed = outcome === 'pending' ? '' : new Date(opened + Math.floor(r() * 72 * 60) * 60_000).toISOString().slice(0, 16).replace('T', ' ');
    requests.push(
      `RQ-${i},${new Date(opened).toISOString().slice(0, 16).replace('T', ' ')},${closed},${pick(['Alpha', 'Beta', 'Gamma'])},${outcome},${1 + Math.floor(r() * 8)}`,
    );
  }
  const opportunities = ['opp_ref,seller,segment,value_eur,opened_on,closed_on,won'];
  for (let i = 0; i < 300; i++) {
    const opened = day(0, 600);
    const open = r() < 0.2;
    const closedOn = open ? '' : new Date(Date.parse(opened) + Math.floor(10 + r() * 120) * 86_400_000).toISOString().slice(0, 10);
    opportunities.push(
      `OP-${i},${pick(['Ana', 'Ben', 'Cara'])},${pick(['SMB', 'Mid', 'Large'])},${1000 + Math.floor(r() * 50) * 500},${opened},${closedOn},${open ? '' : r() < 0.35 ? 'TRUE' : 'FALSE'}`,
    );
  }
  const parcels = ['parcel_ref,fee,ordered_on,shipped_on,delivered_on,status'];
  for (let i = 0; i < 200; i++) {
    const ordered = day(300, 400);
    const status = pick(['delivered', 'delivered', 'returned', 'in transit']);
    const later = (d: string, n: number) => new Date(Date.parse(d) + n * 86_400_000).toISOString().slice(0, 10);
    const shipped = later(ordered, 1 + Math.floor(r() * 3));
    const delivered = status === 'in transit' ? '' : later(shipped, 2 + Math.floor(r() * 40));
    parcels.push(`P${i},${(2 + r() * 10).toFixed(2)},${ordered},${shipped},${delivered},${status}`);
  }
  return {
    till_lines: till.join('\n'),
    service_requests: requests.join('\n'),
    opportunities: opportunities.join('\n'),
    parcel_moves: parcels.join('\n'),
  };
}

const tables = useCsvTables(tableTexts());

const data = askDataOf;
const value = firstValueOf;
const one = (sql: string) => firstCell(tables, sql);
const close = expectClose;

const LINE = 'qty * unit_price * (1 - coalesce(markdown, 0) / 100.0)';

describe('revenue of sold lines', () => {
  it('is qty × unit price less the markdown, a blank markdown taking nothing off', async () => {
    close(value(await tables.ask('total sales', 'till_lines')), await one(`SELECT sum(${LINE}) FROM till_lines`));
    close(
      value(await tables.ask('revenue for Northgate in 2024', 'till_lines')),
      await one(`SELECT sum(${LINE}) FROM till_lines WHERE shop = 'Northgate' AND year(sold_on) = 2024`),
    );
  });

  it('ranks and groups by it', async () => {
    const d = data(await tables.ask('top 2 aisles by revenue', 'till_lines'));
    const top = (await tables.registry.query(`SELECT aisle FROM till_lines GROUP BY aisle ORDER BY sum(${LINE}) DESC LIMIT 1`)).rows;
    expect(d.rows[0]?.aisle).toBe(top[0]?.aisle);
  });

  it('is averaged over the distinct transactions for a basket value', async () => {
    close(
      value(await tables.ask('average basket value', 'till_lines')),
      await one(`SELECT sum(${LINE}) / count(DISTINCT transaction_id) FROM till_lines`),
    );
  });
});

describe('records repeated over their lines', () => {
  it('counts the distinct ids for "how many transactions"', async () => {
    close(value(await tables.ask('how many transactions', 'till_lines')), await one('SELECT count(DISTINCT transaction_id) FROM till_lines'));
    close(
      value(await tables.ask('avg lines per transaction', 'till_lines')),
      await one('SELECT count(*) / count(DISTINCT transaction_id) FROM till_lines'),
    );
  });
});

const HOURS = `date_diff('minute', opened_at, closed_at) / 60.0`;

describe('the time between a start date and a later date', () => {
  it('is read in hours between timestamps, or in the unit said', async () => {
    close(
      value(await tables.ask('avg closure time for team Beta', 'service_requests')),
      await one(`SELECT avg(${HOURS}) FROM service_requests WHERE team = 'Beta'`),
    );
    close(
      value(await tables.ask('median time to close in minutes', 'service_requests')),
      await one(`SELECT median(date_diff('minute', opened_at, closed_at)) FROM service_requests`),
    );
  });

  it('is the records\' own span when said by the table\'s noun or as a duration', async () => {
    close(
      value(await tables.ask('median request duration in minutes', 'service_requests')),
      await one(`SELECT median(date_diff('minute', opened_at, closed_at)) FROM service_requests`),
    );
  });

  it('is a condition when the event is said with a limit', async () => {
    close(
      value(await tables.ask('how many requests were closed in under 6 hours', 'service_requests')),
      await one(`SELECT count(*) FROM service_requests WHERE ${HOURS} < 6`),
    );
  });

  it('picks the later date the verb names ("to deliver" → delivered_on) among several', async () => {
    const bills = await tables.ask('avg days to deliver', 'parcel_moves');
    close(value(bills), await one('SELECT avg(delivered_on - ordered_on) FROM parcel_moves'));
  });

  it('is in days between dates', async () => {
    close(
      value(await tables.ask('average days to close', 'opportunities')),
      await one('SELECT avg(closed_on - opened_on) FROM opportunities'),
    );
  });
});

describe('rates named by their event', () => {
  it('a value of a text column: the share of rows holding it', async () => {
    const d = data(await tables.ask('escalation rate by team', 'service_requests'));
    const alpha = d.rows.find((row) => row.team === 'Alpha');
    close(
      Number(alpha?.[d.valueKeys[0] as string]),
      await one(`SELECT 100.0 * count(*) FILTER (WHERE outcome = 'escalated') / count(*) FROM service_requests WHERE team = 'Alpha'`),
    );
  });

  it('a yes/no column left blank while open: over the rows with an answer', async () => {
    close(
      value(await tables.ask('win rate for Ana', 'opportunities')),
      await one(`SELECT 100.0 * count(*) FILTER (WHERE won) / count(won) FROM opportunities WHERE seller = 'Ana'`),
    );
  });
});

describe('open records and the pipeline', () => {
  it('reads "open" as no end date when no column holds an open value', async () => {
    close(value(await tables.ask('how many open opportunities', 'opportunities')), await one('SELECT count(*) FROM opportunities WHERE closed_on IS NULL'));
    close(
      value(await tables.ask('total value of the open pipeline', 'opportunities')),
      await one('SELECT sum(value_eur) FROM opportunities WHERE closed_on IS NULL'),
    );
  });
});

describe('outcomes', () => {
  it('a yes/no outcome said before an amount keeps those rows, it groups nothing', async () => {
    const d = data(await tables.ask('top 2 segments by won value', 'opportunities'));
    const top = (await tables.registry.query('SELECT segment FROM opportunities WHERE won GROUP BY segment ORDER BY sum(value_eur) DESC LIMIT 1')).rows;
    expect(d.rows[0]?.segment).toBe(top[0]?.segment);
    expect(Object.keys(d.rows[0] ?? {})).not.toContain('won');
  });

  it('an outcome is dated by the later date', async () => {
    close(
      value(await tables.ask('won value in 2024', 'opportunities')),
      await one('SELECT sum(value_eur) FROM opportunities WHERE won AND year(closed_on) = 2024'),
    );
  });

  it('an outcome with a date of its own is dated by it', async () => {
    close(
      value(await tables.ask('total fee for delivered status in 2024', 'parcel_moves')),
      await one("SELECT sum(fee) FROM parcel_moves WHERE status = 'delivered' AND year(delivered_on) = 2024"),
    );
  });

  it('a repeat of a state the data holds only as it is now is asked back', async () => {
    const answer = await tables.ask('how many requests were re-escalated', 'service_requests');
    expect(answer.clarify, answer.markdown).toBeDefined();
  });
});

describe('business wording', () => {
  it('"new" records are the rows; "busiest weekday" is the weekday with the most', async () => {
    const d = data(await tables.ask('busiest weekday for new requests', 'service_requests'));
    const top = (
      await tables.registry.query('SELECT dayname(opened_at) AS d FROM service_requests GROUP BY d ORDER BY count(*) DESC LIMIT 1')
    ).rows;
    expect(Object.values(d.rows[0] ?? {})).toContain(top[0]?.d);
  });

  it('"don\'t have a" is a missing value', async () => {
    close(value(await tables.ask('how many lines dont have a markdown', 'till_lines')), await one('SELECT count(*) FROM till_lines WHERE markdown IS NULL'));
  });

  it('a quarter said after a year narrows the year', async () => {
    const first = await tables.ask('revenue for Northgate in 2024', 'till_lines');
    close(
      value(await tables.ask('what about just Q2', 'till_lines', first)),
      await one(`SELECT sum(${LINE}) FROM till_lines WHERE shop = 'Northgate' AND year(sold_on) = 2024 AND quarter(sold_on) = 2`),
    );
  });
});
