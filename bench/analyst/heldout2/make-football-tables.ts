/**
 * Writes two small wiki-style football tables into heldout2/data from vega-datasets 3.2.1
 * football.json (too large to copy into the bench), computed from its match results only:
 * - bundesliga-2014-15.csv: the final league table (points, then goal difference, then goals),
 *   goal difference written "+62" / "−13", "(C)" after the champion and "(R)" after the two
 *   relegated clubs;
 * - serie-a-top-four.csv: each season's top four, positions "1st"…"4th", the record as "W–D–L"
 *   and goals as "GF–GA".
 *
 * Run: npm pack vega-datasets@3.2.1 && tar xzf vega-datasets-3.2.1.tgz &&
 *      node --import tsx bench/analyst/heldout2/make-football-tables.ts package/data/football.json
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

interface Row {
  team: string;
  w: number;
  d: number;
  l: number;
  gf: number;
  ga: number;
}

const source = process.argv[2];
if (!source) throw new Error('usage: make-football-tables.ts path/to/football.json');
const all = JSON.parse(readFileSync(source, 'utf8')) as Match[];
const OUT = join(dirname(fileURLToPath(import.meta.url)), 'data');

/** The season a match belongs to: July to June. */
const seasonOf = (date: string) => {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 7 ? year : year - 1;
};

function standings(division: string, season: number): Row[] {
  const rows = new Map<string, Row>();
  const row = (team: string) => {
    if (!rows.has(team)) rows.set(team, { team, w: 0, d: 0, l: 0, gf: 0, ga: 0 });
    return rows.get(team)!;
  };
  const matches = all.filter((m) => m.division === division && seasonOf(m.date) === season);
  for (const m of matches) {
    const home = row(m.home_team);
    const away = row(m.away_team);
    home.gf += m.home_score;
    home.ga += m.away_score;
    away.gf += m.away_score;
    away.ga += m.home_score;
    if (m.home_score > m.away_score) {
      home.w++;
      away.l++;
    } else if (m.home_score < m.away_score) {
      away.w++;
      home.l++;
    } else {
      home.d++;
      away.d++;
    }
  }
  console.log(`${division} ${season}: ${matches.length} matches, ${rows.size} clubs`);
  const pts = (r: Row) => 3 * r.w + r.d;
  return [...rows.values()].sort((a, b) => pts(b) - pts(a) || b.gf - b.ga - (a.gf - a.ga) || b.gf - a.gf);
}

const quote = (s: string) => (/[",]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
const write = (file: string, lines: string[][]) => {
  writeFileSync(join(OUT, file), `${lines.map((l) => l.map(quote).join(',')).join('\n')}\n`);
};

const league = standings('Deutsche Bundesliga', 2014);
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
write('bundesliga-2014-15.csv', [
  ['Pos', 'Team', 'Pld', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'Pts'],
  ...league.map((r, i) => [
    String(i + 1),
    r.team + (i === 0 ? ' (C)' : i >= league.length - 2 ? ' (R)' : ''),
    String(r.w + r.d + r.l),
    String(r.w),
    String(r.d),
    String(r.l),
    String(r.gf),
    String(r.ga),
    signed(r.gf - r.ga),
    String(3 * r.w + r.d),
  ]),
]);

const ORDINAL = ['1st', '2nd', '3rd', '4th'];
const top: string[][] = [['Season', 'Pos', 'Club', 'Pld', 'W–D–L', 'Goals', 'Pts']];
for (const season of [2013, 2014, 2015, 2016]) {
  standings('Serie A', season)
    .slice(0, 4)
    .forEach((r, i) =>
      top.push([
        `${season}–${String(season + 1).slice(2)}`,
        ORDINAL[i]!,
        r.team,
        String(r.w + r.d + r.l),
        `${r.w}–${r.d}–${r.l}`,
        `${r.gf}–${r.ga}`,
        String(3 * r.w + r.d),
      ]),
    );
}
write('serie-a-top-four.csv', top);
