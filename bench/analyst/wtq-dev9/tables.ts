/**
 * The ninth wiki-style part: eight small tables (17–44 rows) typed by hand from well-known
 * public facts, laid out as Wikipedia lists them — a country's prime ministers with date ranges
 * and monarchs listed in one cell, a team golf event's results with half-point scores
 * (`18½–9½`) and date ranges across months, a literary prize by year with joint winners, missions
 * to a planet with types listed in one cell, a running record progression with `3:59.4` times,
 * an election result by party with a Total row and `+48` / `−60` changes, an animation studio's
 * films with `$… million` / `$… billion` money, and a mountain range's highest summits with
 * `4,808 m` heights and a tied rank `=40`. The questions were written (and committed) before the
 * analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import alps4000ers from './alps-4000ers';
import bookerPrize from './booker-prize';
import marsMissions from './mars-missions';
import mileWorldRecord from './mile-world-record';
import pixarFilms from './pixar-films';
import ryderCup from './ryder-cup';
import ukElection2019 from './uk-election-2019';
import ukPrimeMinisters from './uk-prime-ministers';

export const TABLES: BenchTable[] = [
  ukPrimeMinisters,
  ryderCup,
  bookerPrize,
  marsMissions,
  mileWorldRecord,
  ukElection2019,
  pixarFilms,
  alps4000ers,
];
