/**
 * The seventeenth wiki-style part: eight small tables (11–37 rows) typed by hand from well-known
 * public facts, laid out as Wikipedia lists them — a band's singles with `UK[1]` / `IRE[2]` /
 * `US[3]` chart peaks and `—` for none, a peace prize's laureates one row per laureate with a
 * mixed `Born / founded` column, a country's provinces and territories with `"14,223,942"`
 * populations and a Total row, a metro network's lines with `23.2 km (14.4 mi)` lengths and a
 * Total row whose station count is not the sum, a cycling grand tour's stages with dates
 * without a year, rest-day rows and `Adam Yates (GBR)` winners, a football club's league
 * seasons with `1st` positions and `Cristiano Ronaldo (31)` scorers, an animation studio's films
 * with `¥31.68 billion` grosses, and a multi-sport event's editions with a coming edition of `—`
 * figures. The questions were written (and committed) before the analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import canadianProvinces from './canadian-provinces';
import commonwealthGames from './commonwealth-games';
import londonUndergroundLines from './london-underground-lines';
import manUtdPremierLeague from './man-utd-premier-league';
import nobelPeacePrize from './nobel-peace-prize';
import oasisSingles from './oasis-singles';
import studioGhibliFilms from './studio-ghibli-films';
import tourDeFrance2023Stages from './tour-de-france-2023-stages';

export const TABLES: BenchTable[] = [
  oasisSingles,
  nobelPeacePrize,
  canadianProvinces,
  londonUndergroundLines,
  tourDeFrance2023Stages,
  manUtdPremierLeague,
  studioGhibliFilms,
  commonwealthGames,
];
