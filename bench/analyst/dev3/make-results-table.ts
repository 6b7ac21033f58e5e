/**
 * Writes dev3/data/liverpool-2013-14.csv: Liverpool's 38 Premier League matches of 2013–14 as a
 * club-season article lists them ("W 3–1", dates written "17 August 2013"), from vega-datasets
 * 3.2.1 football.json (too large to copy into the bench). The values are the file's, only laid out.
 *
 * Run: npm pack vega-datasets@3.2.1 && tar xzf vega-datasets-3.2.1.tgz &&
 *      node --import tsx bench/analyst/dev3/make-results-table.ts package/data/football.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Match {
  date: string;
  division: string;
  home_team: string;
  away_team: string;
  home_score: number;
  away_score: number;
}

const TEAM = 'Liverpool';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const source = process.argv[2];
if (!source) throw new Error('usage: make-results-table.ts path/to/football.json');
const matches = (JSON.parse(readFileSync(source, 'utf8')) as Match[])
  .filter((m) => m.division === 'English Premier League' && m.date >= '2013-07-01' && m.date <= '2014-06-30')
  .filter((m) => m.home_team === TEAM || m.away_team === TEAM)
  .sort((a, b) => a.date.localeCompare(b.date));

const longDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
};
const quote = (s: string) => (/[",]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);

const lines = ['Match,Date,Opponent,H / A,Result'];
matches.forEach((m, i) => {
  const home = m.home_team === TEAM;
  const [own, other] = home ? [m.home_score, m.away_score] : [m.away_score, m.home_score];
  const letter = own > other ? 'W' : own < other ? 'L' : 'D';
  const opponent = home ? m.away_team : m.home_team;
  lines.push([String(i + 1), longDate(m.date), opponent, home ? 'H' : 'A', `${letter} ${own}–${other}`].map(quote).join(','));
});
const out = join(dirname(fileURLToPath(import.meta.url)), 'data', 'liverpool-2013-14.csv');
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`${matches.length} matches → ${out}`);
