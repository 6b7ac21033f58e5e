/**
 * Business exports read the way their people ask: energy in kWh added up and named by its unit,
 * a failure rate from a Failed status, an answered call as one not abandoned, half years (h1, h2).
 * Invented tables: a charging-bay log written with semicolons and decimal commas, a help line's calls.
 */
import { describe, expect, it } from 'vitest';
import { expectClose, firstValueOf, useCsvTables } from './csv-test-tables';

function bays(): string {
  const lines = ['Bay;Plug;Energy (kWh);Fee (EUR);Outcome'];
  for (let i = 0; i < 60; i++) {
    const plug = ['Slow 11 kW', 'Fast 75 kW', 'Ultra 300 kW'][i % 3];
    const failed = i % 7 === 0;
    const kwh = failed ? 0 : 5 + ((i * 37) % 40) + 0.125;
    lines.push(`B${(i % 4) + 1};${plug};${kwh.toFixed(3).replace('.', ',')};${(kwh * 0.5).toFixed(2).replace('.', ',')};${failed ? 'Failed' : 'Done'}`);
  }
  return lines.join('\n');
}

function calls(): string {
  const lines = ['call_no,call_day,rang_at,desk,tongue,wait_s,talk_time,hold_s,abandoned,callback (mo)'];
  for (let i = 0; i < 120; i++) {
    const day = new Date(Date.UTC(2023, 0, 2) + i * 3 * 86_400_000).toISOString().slice(0, 10);
    const rang = `${String(8 + (i % 9)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00`;
    const dropped = i % 5 === 0;
    const talk = dropped ? '' : `0:${String(2 + (i % 11)).padStart(2, '0')}:${String((i * 17) % 60).padStart(2, '0')}`;
    lines.push(
      `K${1000 + i},${day},${rang},${['Orders', 'Repairs'][i % 2]},${i % 4 === 0 ? 'ES' : 'EN'},${10 + ((i * 13) % 90)},${talk},${dropped ? '' : (i * 7) % 40},${dropped ? 'Y' : 'N'},${i % 3}`,
    );
  }
  return lines.join('\n');
}

function loans(): string {
  const lines = ['loan_ref,opened,grade,APR,stage,funded date,amt lent'];
  for (let i = 0; i < 48; i++) {
    const day = new Date(Date.UTC(2023, 0, 5) + i * 9 * 86_400_000).toISOString().slice(0, 10);
    const out = new Date(Date.UTC(2023, 0, 5) + (i * 9 + 40) * 86_400_000).toISOString().slice(0, 10);
    const paid = i % 2 === 0;
    lines.push(`L${i},${day},${'ABC'[i % 3]},${(8 + (i % 3) * 2.5 + (i % 5) * 0.1).toFixed(2)},${paid ? 'Funded' : 'Refused'},${paid ? out : ''},${1000 + i * 250}`);
  }
  return lines.join('\n');
}

const tables = useCsvTables({ charging_bays: bays(), help_line: calls(), loan_book: loans() });
const value = async (sql: string) => Number((await tables.registry.query(sql)).rows[0]?.v);

describe('energy and failures over a charging log', () => {
  it('reads "kwh" as the column headed with that unit, added up', async () => {
    const answer = await tables.ask('total kwh', 'charging_bays');
    expect(answer.query?.measures).toEqual([{ fn: 'sum', column: 'Energy (kWh)' }]);
    expectClose(firstValueOf(answer), await value(`SELECT sum("Energy (kWh)") AS v FROM charging_bays`));
    const ranked = await tables.ask('top 2 bays by kwh', 'charging_bays');
    expect(ranked.query?.measures).toEqual([{ fn: 'sum', column: 'Energy (kWh)' }]);
  });

  it('reads €/kwh as the money total over the energy total, per side when compared', async () => {
    const answer = await tables.ask('€/kwh by plug', 'charging_bays');
    expect(answer.query?.measures).toEqual([{ fn: 'sum', column: 'Fee (EUR)', per: { column: 'Energy (kWh)' } }]);
    const sides = await tables.ask('€/kwh b1 vs b2', 'charging_bays');
    expect(sides.query?.kind).toBe('compare');
    expect(sides.query?.measures).toEqual(answer.query?.measures);
    // a word left over beside the price is asked about, never dropped
    expect((await tables.ask('€/kwh for loyal drivers', 'charging_bays')).clarify).toBeDefined();
  });

  it('reads a failure rate as the share of rows whose status is Failed', async () => {
    const answer = await tables.ask('failure rate by plug', 'charging_bays');
    expect(answer.query?.kind).toBe('percent');
    expect(answer.query?.condition).toEqual([{ kind: 'values', column: 'Outcome', values: ['Failed'] }]);
  });
});

describe('calls of a help line', () => {
  it('reads answered calls as those not abandoned', async () => {
    const answer = await tables.ask('average wait of answered calls', 'help_line');
    expect(answer.query?.filters).toContainEqual({ kind: 'values', column: 'abandoned', values: [true], negate: true });
    expectClose(firstValueOf(answer), await value(`SELECT avg(wait_s) AS v FROM help_line WHERE abandoned = 'N'`));
  });

  it('reads h1 and h2 as half years, of the year said or of every year', async () => {
    const year = await tables.ask('how many calls in h2 2023', 'help_line');
    expect(year.query?.filters).toContainEqual(expect.objectContaining({ kind: 'date_range', from: '2023-07-01', to: '2024-01-01' }));
    const every = await tables.ask('how many calls in h1', 'help_line');
    expect(every.query?.filters).toContainEqual({ kind: 'date_part', column: 'call_day', part: 'quarter', values: [1, 2] });
  });

  it('reads asa as the mean wait of answered calls and aht as talk + hold per answered call', async () => {
    const asa = await tables.ask('whats our asa in secs', 'help_line');
    expect(asa.query?.measures).toEqual([{ fn: 'avg', column: 'wait_s' }]);
    expectClose(firstValueOf(asa), await value(`SELECT avg(wait_s) AS v FROM help_line WHERE abandoned = 'N'`));
    const aht = await tables.ask('aht (talk + hold)', 'help_line');
    expect(aht.query?.measures).toEqual([{ fn: 'avg', column: 'talk_time (s)', plus: ['hold_s'] }]);
    expectClose(
      firstValueOf(aht),
      await value(`SELECT avg("talk_time (s)" + hold_s) AS v FROM help_line WHERE abandoned = 'N'`),
    );
  });

  it('reads volume as the number of calls, by the hour of a time kept apart from the date', async () => {
    const monthly = await tables.ask('call volume by month', 'help_line');
    const perMonth = await tables.registry.query(`SELECT count(*) AS v FROM help_line WHERE month(call_day) = 1`);
    expect(monthly.markdown).toContain(`January: ${perMonth.rows[0]?.v}`);
    const hour = await tables.ask('what hour do we get the most calls', 'help_line');
    expect(hour.query?.groupBy).toEqual([{ column: 'rang_at', part: 'hour' }]);
    const want = (await tables.registry.query(`SELECT hour(rang_at) AS v FROM help_line GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`)).rows[0]?.v;
    expect(hour.markdown).toContain(`**${want}**`);
  });

  it('reads a run of days of a month, a language by its code, and "their" figure after a share', async () => {
    const days = await tables.ask('how many calls on mar 10-20', 'help_line');
    expect(days.query?.filters).toContainEqual({ kind: 'date_part', column: 'call_day', part: 'day', values: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20] });
    const share = await tables.ask('% of calls in spanish', 'help_line');
    expect(share.query?.condition).toEqual([{ kind: 'values', column: 'tongue', values: ['ES'] }]);
    const theirs = await tables.ask('and their average wait?', 'help_line', share);
    expect(theirs.query?.kind).toBe('aggregate');
    expectClose(firstValueOf(theirs), await value(`SELECT avg(wait_s) AS v FROM help_line WHERE tongue = 'ES'`));
  });

  it('compares a rate of a yes/no column on two sides, and a rate of another kind is asked back', async () => {
    const halves = await tables.ask('abandon rate h1 vs h2', 'help_line');
    expect(halves.query?.kind).toBe('compare');
    expect(halves.query?.measures).toEqual([{ fn: 'avg', column: 'abandoned' }]);
    const desks = await tables.ask('abandon rate orders vs repairs', 'help_line');
    expect(desks.query?.sides?.map((x) => x.label)).toEqual(['Orders', 'Repairs']);
    const h1 = await value(`SELECT avg(CASE WHEN abandoned = 'Y' THEN 1 ELSE 0 END) AS v FROM help_line WHERE desk = 'Orders'`);
    expect(desks.markdown).toContain(`Orders: **${Math.round(h1 * 10000) / 100}%**`);
    expect((await tables.ask('percent of calls to orders in h1 vs h2', 'help_line')).clarify).toBeDefined();
  });

  it('reads "busiest month" as the month, never a column whose unit is written "mo"', async () => {
    const answer = await tables.ask('busiest month', 'help_line');
    expect(answer.query?.measures).toEqual([{ fn: 'count' }]);
  });
});

describe('a column named like a month', () => {
  it('reads "apr" as the APR column unless a day or year is beside it', async () => {
    const avg = await tables.ask('avg apr by grade', 'loan_book');
    expect(avg.query?.measures).toEqual([{ fn: 'avg', column: 'APR' }]);
    const month = await tables.ask('how many loans opened in apr 2023', 'loan_book');
    expect(month.query?.filters).toContainEqual(expect.objectContaining({ kind: 'date_range', from: '2023-04-01' }));
  });

  it('dates a period said after a status by the date named for that status', async () => {
    const answer = await tables.ask('avg apr funded in 2023', 'loan_book');
    expect(answer.query?.filters).toContainEqual(expect.objectContaining({ kind: 'date_range', column: 'funded date', from: '2023-01-01' }));
  });

  it('reads a two-word name said the other way round ("lent amt" of `amt lent`)', async () => {
    const answer = await tables.ask('the grade and lent amt of L3', 'loan_book');
    expect(answer.markdown).toContain('1,750');
  });
});
