/**
 * The analyst on a business export written here (a lodging reservation log): record nouns,
 * countries said by name over code columns, a date split into year and month-name columns next
 * to a secondary status date. Every number is checked against SQL written in the test.
 */
import { describe, expect, it } from 'vitest';
import { askDataOf, expectClose, firstCell, firstValueOf, useCsvTables } from './csv-test-tables';
import { answerQuestion } from './answer';
import { countryForms } from './parse/geo-codes';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function tableTexts(): Record<string, string> {
  const files: Record<string, string> = {};
  let s = 11;
  const r = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const rows = [
    'property,is_cancelled,lead_days,stay_year,stay_month,guest_country,weekend_nights,weekday_nights,adults,children,babies,reservation_changes,nightly_rate,repeat_customer,status_date,deposit',
  ];
  for (let i = 0; i < 600; i++) {
    const year = 2020 + Math.floor(r() * 3);
    const month = Math.floor(r() * 12);
    const cancelled = r() < 0.3 ? 1 : 0;
    const country = ['ESP', 'GBR', 'DEU', 'FRA', 'PRT'][Math.floor(r() * 5)];
    const statusYear = 2019 + Math.floor(r() * 5);
    rows.push(
      [
        r() < 0.6 ? 'Lakeside Lodge' : 'Harbour Inn',
        cancelled,
        Math.floor(r() * 200),
        year,
        MONTHS[month],
        country,
        Math.floor(r() * 3),
        Math.floor(r() * 6),
        1 + Math.floor(r() * 3),
        Math.floor(r() * 2),
        r() < 0.05 ? 1 : 0,
        Math.floor(r() * 3),
        Math.round((60 + r() * 120) * 100) / 100,
        r() < 0.1 ? 1 : 0,
        `${statusYear}-0${1 + Math.floor(r() * 9)}-1${Math.floor(r() * 9)}`,
        ['No Deposit', 'Non Refund', 'Refundable'][i % 3],
      ].join(','),
    );
  }
  files.lodging_log = rows.join('\n');
  const sales = ['sale_ref,placed_at,region_code,channel,qty,unit_price,net_amount'];
  for (let i = 0; i < 400; i++) {
    const qty = 1 + Math.floor(r() * 4);
    const price = Math.round((5 + r() * 50) * 100) / 100;
    const day = new Date(Date.UTC(2023, 0, 1) + Math.floor(r() * 700) * 86_400_000).toISOString().slice(0, 10);
    const region = ['DE', 'FR', 'GB', 'US'][Math.floor(r() * 4)];
    const channel = ['web', 'store', 'phone'][Math.floor(r() * 3)];
    sales.push(`R${1000 + i},${day} 10:${String(i % 60).padStart(2, '0')},${region},${channel},${qty},${price},${(qty * price).toFixed(2)}`);
  }
  files.shop_export = sales.join('\n');
  return files;
}

const tables = useCsvTables(tableTexts());

const ask = (question: string, dataset = 'lodging_log') => answerQuestion(tables.registry, question, { datasets: [dataset] });
const data = askDataOf;
const value = firstValueOf;
const one = (sql: string) => firstCell(tables, sql);
const close = expectClose;

describe('record nouns', () => {
  it('"reservations" counts rows, not a column that starts with the same word', async () => {
    close(value(await ask('how many reservations are there')), 600);
    close(
      value(await ask('how many reservation changes in total')),
      await one('SELECT sum(reservation_changes) FROM lodging_log'),
    );
  });
});

describe('countries said by name over a column of codes', () => {
  it('finds ISO3 codes from names and common short names', async () => {
    close(
      value(await ask('how many reservations from portugal')),
      await one("SELECT count(*) FROM lodging_log WHERE guest_country = 'PRT'"),
    );
    close(
      value(await ask('average nightly rate for guests from the uk')),
      await one("SELECT avg(nightly_rate) FROM lodging_log WHERE guest_country = 'GBR'"),
    );
  });

  it('knows codes and names both ways, and reads a code as a country only in capitals', () => {
    expect(countryForms('germany')).toEqual(expect.arrayContaining(['de', 'deu']));
    expect(countryForms('uk')).toEqual(expect.arrayContaining(['gb', 'gbr', 'united kingdom']));
    expect(countryForms('DEU', true)).toContain('germany');
    expect(countryForms('in')).toEqual([]);
    expect(countryForms('tuesday')).toEqual([]);
  });
});

describe('a date split into year and month-name columns', () => {
  it('years and months are read on the split columns, not on a secondary status date', async () => {
    close(
      value(await ask('how many reservations in 2021')),
      await one('SELECT count(*) FROM lodging_log WHERE stay_year = 2021'),
    );
    close(
      value(await ask('average nightly rate in march 2021')),
      await one("SELECT avg(nightly_rate) FROM lodging_log WHERE stay_year = 2021 AND stay_month = 'March'"),
    );
  });
});

describe('flag columns named by their meaning', () => {
  it('"cancelled" is the 0/1 flag, "repeat customers" a two-word flag', async () => {
    close(
      value(await ask('average lead days for cancelled reservations')),
      await one('SELECT avg(lead_days) FROM lodging_log WHERE is_cancelled = 1'),
    );
    close(
      value(await ask('avg nightly rate for repeat customers')),
      await one('SELECT avg(nightly_rate) FROM lodging_log WHERE repeat_customer = 1'),
    );
  });
});

describe('a measure that adds several columns', () => {
  it('a stay length adds the nights columns; guests in total add the count columns', async () => {
    close(
      value(await ask('average stay length')),
      await one('SELECT avg(weekend_nights + weekday_nights) FROM lodging_log'),
    );
    close(
      value(await ask('total nights booked at harbour inn')),
      await one("SELECT sum(weekend_nights + weekday_nights) FROM lodging_log WHERE property = 'Harbour Inn'"),
    );
    close(
      value(await ask('how many guests in total')),
      await one('SELECT sum(adults) + sum(children) + sum(babies) FROM lodging_log'),
    );
  });

  it('"guests" without "total" is not turned into a sum, and a condition on nights is not dropped', async () => {
    const a = await ask('how many guests');
    expect(JSON.stringify(a.query ?? {})).not.toContain('plus');
    const b = await ask('average nightly rate for stays over 5 nights');
    expect(JSON.stringify(b.query ?? {})).not.toContain('plus');
  });
});

describe('money words, filler verbs and two periods over an order export', () => {
  it('"sales" and "revenue" are the money column when it is named otherwise', async () => {
    const germany = await ask('revenue from germany', 'shop_export');
    close(
      value(germany),
      await one("SELECT sum(net_amount) FROM shop_export WHERE region_code = 'DE'"),
    );
    const salesAnswer = await ask('sales by channel', 'shop_export');
    const byChannel = data(salesAnswer);
    const web = byChannel.rows.find((row) => Object.values(row).includes('web'));
    close(Number(web?.[byChannel.valueKeys[0] as string]), await one("SELECT sum(net_amount) FROM shop_export WHERE channel = 'web'"));
  });

  it('a verb that only carries the sentence is not asked about', async () => {
    const d = data(await ask('which channel was used the most', 'shop_export'));
    expect(JSON.stringify(d.rows[0])).toContain(
      String((await tables.registry.query('SELECT channel FROM shop_export GROUP BY 1 ORDER BY count(*) DESC LIMIT 1')).rows[0]?.channel),
    );
  });

  it('two quarters with vs are compared, not both required', async () => {
    const answer = await ask('number of rows q1 2024 vs q1 2023', 'shop_export');
    expect(answer.query?.kind, answer.markdown).toBe('compare');
    const first = await one("SELECT count(*) FROM shop_export WHERE placed_at >= '2024-01-01' AND placed_at < '2024-04-01'");
    expect(answer.markdown).toContain(String(first));
  });
});

describe('rates of a flag', () => {
  it('"cancellation rate for X" is the rate among X\'s rows; "which X has the highest … rate" ranks them', async () => {
    const lodge = await ask('what is the cancellation rate for lakeside lodge');
    expect(lodge.markdown).toContain(
      (await one("SELECT round(100.0 * avg(is_cancelled), 2) FROM lodging_log WHERE property = 'Lakeside Lodge'")).toFixed(2),
    );
    const best = await ask('which property has the highest cancellation rate');
    const top = (await tables.registry.query('SELECT property FROM lodging_log GROUP BY 1 ORDER BY avg(is_cancelled) DESC LIMIT 1')).rows[0]
      ?.property;
    expect(best.query?.limit).toBe(1);
    expect(JSON.stringify(data(best).rows[0])).toContain(String(top));
  });

  it('"property breakdown" counts the rows per property; "reservations 2020 vs 2021" compares their numbers', async () => {
    const d = data(await ask('property breakdown'));
    const inn = d.rows.find((row) => Object.values(row).includes('Harbour Inn'));
    close(Number(inn?.[d.valueKeys[0] as string]), await one("SELECT count(*) FROM lodging_log WHERE property = 'Harbour Inn'"));
    const compared = await ask('reservations 2020 vs 2021');
    expect(compared.query?.kind).toBe('compare');
    expect(compared.markdown).toContain(String(await one('SELECT count(*) FROM lodging_log WHERE stay_year = 2020')));
  });

  it('"non refundable" is the value Non Refund, not "not Refundable"', async () => {
    close(
      value(await ask('how many non refundable reservations')),
      await one("SELECT count(*) FROM lodging_log WHERE deposit = 'Non Refund'"),
    );
  });

  it('"how many reservations had reservation changes" counts the rows with any', async () => {
    close(
      value(await ask('how many reservations had reservation changes')),
      await one('SELECT count(*) FROM lodging_log WHERE reservation_changes > 0'),
    );
  });

  it('"top 2 countries by reservations" ranks by the number of rows', async () => {
    const d = data(await ask('top 2 countries by reservations'));
    expect(d.rows).toHaveLength(2);
    const first = (await tables.registry.query('SELECT guest_country FROM lodging_log GROUP BY 1 ORDER BY count(*) DESC LIMIT 1')).rows[0];
    expect(JSON.stringify(d.rows[0])).toContain(String(first?.guest_country));
  });
});

describe('month names', () => {
  it('a column of month names groups and sorts as calendar months, January first', async () => {
    const d = data(await ask('reservations by stay month'));
    const labels = d.rows.map((row) => Object.values(row).find((v) => typeof v === 'string'));
    expect(labels).toEqual(MONTHS);
    const march = d.rows.find((row) => Object.values(row).includes('March'));
    close(Number(march?.[d.valueKeys[0] as string]), await one("SELECT count(*) FROM lodging_log WHERE stay_month = 'March'"));
  });
});
