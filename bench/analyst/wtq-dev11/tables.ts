/**
 * The eleventh wiki-style part: eight small tables (13–30 rows) typed by hand from well-known
 * public facts, laid out as Wikipedia lists them — a TV series' episodes with a special numbered
 * `—` in its series and writers listed in one cell, a city marathon's women winners with
 * `2:15:25` times and ordinal editions, a composer's operas with `3 + prologue` acts and
 * `theatre, city` venues, a football league's grounds with `60,704` capacities, the largest moons
 * with discoverers listed in one cell and `—` for the Moon, a chart's number ones of a year with
 * dates written without the year and a row carried over from the year before, a city's tallest
 * buildings with `828 m (2717 ft)` heights and a tied rank `=11`, and a cricket series' results
 * with `1990–91` seasons and `Australia won 4–0` results. The questions were written (and
 * committed) before the analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import ashesSeries from './ashes-series';
import dubaiTallestBuildings from './dubai-tallest-buildings';
import hot100NumberOnes2019 from './hot100-number-ones-2019';
import largestMoons from './largest-moons';
import londonMarathonWomen from './london-marathon-women';
import premierLeagueStadiums from './premier-league-stadiums';
import sherlockEpisodes from './sherlock-episodes';
import verdiOperas from './verdi-operas';

export const TABLES: BenchTable[] = [
  sherlockEpisodes,
  londonMarathonWomen,
  verdiOperas,
  premierLeagueStadiums,
  largestMoons,
  hot100NumberOnes2019,
  dubaiTallestBuildings,
  ashesSeries,
];
