/** Prints the top of each argmax / top-n ordering with one row more, to check ties. */
import { DuckDBInstance } from '@duckdb/node-api';
import { resolve } from 'node:path';
import { TABLES } from './tables';
const checks: Record<string, string[]> = {
  wimbledon_mens_finals: [
    `SELECT champion, count(*) c FROM t WHERE champion IS NOT NULL GROUP BY 1 ORDER BY c DESC LIMIT 4`,
    `SELECT champion_country, count(*) c FROM t WHERE champion_country IS NOT NULL GROUP BY 1 ORDER BY c DESC LIMIT 3`,
    `SELECT runner_up, count(*) c FROM t WHERE runner_up IS NOT NULL GROUP BY 1 ORDER BY c DESC LIMIT 4`,
  ],
  nba_mvp: [
    `SELECT team, count(*) c FROM t GROUP BY 1 ORDER BY c DESC LIMIT 3`,
    `SELECT position, count(*) c FROM t GROUP BY 1 ORDER BY c DESC`,
    `SELECT player, count(*) c FROM t GROUP BY 1 ORDER BY c DESC LIMIT 5`,
    `SELECT nationality, count(*) c FROM t GROUP BY 1 ORDER BY c DESC`,
  ],
  uk_general_elections: [
    `SELECT year, turnout_pct FROM t ORDER BY turnout_pct DESC LIMIT 2`,
    `SELECT year, turnout_pct FROM t ORDER BY turnout_pct LIMIT 2`,
    `SELECT year, majority FROM t ORDER BY majority DESC NULLS LAST LIMIT 2`,
    `SELECT prime_minister, count(*) c FROM t GROUP BY 1 ORDER BY c DESC LIMIT 3`,
    `SELECT year, vote_share_pct FROM t ORDER BY vote_share_pct LIMIT 2`,
  ],
  interstate_highways: [
    `SELECT route, length_mi, n_states FROM t ORDER BY length_mi DESC LIMIT 2`,
    `SELECT route, length_mi FROM t ORDER BY length_mi LIMIT 2`,
    `SELECT route, n_states FROM t ORDER BY n_states DESC LIMIT 2`,
    `SELECT route, length_mi FROM t WHERE direction = 'North–south' ORDER BY length_mi DESC LIMIT 4`,
  ],
  us_states_admission: [
    `SELECT monthname(admitted) m, count(*) c FROM t GROUP BY 1 ORDER BY c DESC LIMIT 3`,
    `SELECT (year(admitted) // 10) * 10 d, count(*) c FROM t GROUP BY 1 ORDER BY c DESC LIMIT 3`,
  ],
  premier_league_golden_boot: [
    `SELECT player, goals FROM t ORDER BY goals DESC LIMIT 4`,
    `SELECT player, count(*) c FROM t GROUP BY 1 ORDER BY c DESC LIMIT 4`,
    `SELECT club, count(*) c FROM t GROUP BY 1 ORDER BY c DESC LIMIT 3`,
    `SELECT player, max(goals) FROM t WHERE player IN ('Harry Kane', 'Thierry Henry') GROUP BY 1`,
  ],
  romanov_rulers: [
    `SELECT name, reign_end - reign_start r FROM t ORDER BY r DESC LIMIT 2`,
    `SELECT name, reign_end - reign_start r FROM t ORDER BY r LIMIT 2`,
    `SELECT name, died - born a FROM t ORDER BY a DESC LIMIT 3`,
    `SELECT name, reign_start - born a FROM t ORDER BY a LIMIT 2`,
    `SELECT name, reign_end - reign_start r FROM t WHERE name IN ('Alexander I', 'Alexander II')`,
  ],
  euro_adoption: [
    `SELECT previous_currency, rate_per_euro FROM t ORDER BY rate_per_euro DESC LIMIT 2`,
    `SELECT year(adopted) y, count(*) c FROM t GROUP BY 1 ORDER BY c DESC LIMIT 2`,
    `SELECT state, adopted FROM t ORDER BY adopted DESC LIMIT 2`,
    `SELECT previous_currency, rate_per_euro FROM t WHERE rate_per_euro > 100 ORDER BY rate_per_euro LIMIT 2`,
  ],
};
const con = await (await DuckDBInstance.create(':memory:')).connect();
for (const t of TABLES) {
  await con.run(
    `CREATE OR REPLACE TABLE t AS ${t.load.replaceAll('{file}', resolve(import.meta.dirname, 'data', t.file))}`,
  );
  console.log(`## ${t.name}`);
  for (const q of checks[t.name] ?? []) {
    const r = await con.runAndReadAll(q);
    console.log('  ' + JSON.stringify(r.getRows().map((x) => x.map(String))));
  }
}
