/**
 * The tenth wiki-style part: eight small tables (10–38 rows) typed by hand from well-known public
 * facts, laid out as Wikipedia lists them — a hockey league's finals with `4–2` series scores and a
 * cancelled season as a row of `—` cells, a rock band's studio albums with chart peaks and
 * certifications listed in one cell, a horse race's winners with `2:01.12` times, a rugby
 * tournament's finals with `(a.e.t.)` scores and host countries listed in one cell, the largest
 * countries with areas in two units in one cell, the busiest airports with `▲1` / `▼5` rank changes
 * and `−1.0%` changes, a football club's seasons with `1st` positions and `Lionel Messi (50)`
 * scorers, and a science prize's laureates with `1/4` shares. The questions were written (and
 * committed) before the analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import barcelonaSeasons from './barcelona-seasons';
import busiestAirports2019 from './busiest-airports-2019';
import kentuckyDerby from './kentucky-derby';
import largestCountries from './largest-countries';
import nobelPhysics from './nobel-physics';
import pinkFloydAlbums from './pink-floyd-albums';
import rugbyWorldCupFinals from './rugby-world-cup-finals';
import stanleyCupFinals from './stanley-cup-finals';

export const TABLES: BenchTable[] = [
  stanleyCupFinals,
  pinkFloydAlbums,
  kentuckyDerby,
  rugbyWorldCupFinals,
  largestCountries,
  busiestAirports2019,
  barcelonaSeasons,
  nobelPhysics,
];
