/**
 * The eighth wiki-style part: eight small tables (15–47 rows) typed by hand from well-known
 * public facts, laid out as Wikipedia lists them — a country's heads of state with vice
 * presidents listed in one cell, a film series with budgets and box office in `$… million` /
 * `$… billion`, a band's studio albums with chart peaks, eruptions with `~` death tolls, a
 * country's states with a Total row, the largest stadiums with home teams in one cell, a
 * country's World Heritage Sites, and a games' hosts with two cancelled editions. The questions
 * were written (and committed) before the analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import bondFilms from './bond-films';
import germanStates from './german-states';
import largestStadiums from './largest-stadiums';
import queenAlbums from './queen-albums';
import ukWorldHeritage from './uk-world-heritage';
import usPresidents from './us-presidents';
import volcanicEruptions from './volcanic-eruptions';
import winterOlympics from './winter-olympics';

export const TABLES: BenchTable[] = [
  usPresidents,
  bondFilms,
  queenAlbums,
  volcanicEruptions,
  germanStates,
  largestStadiums,
  ukWorldHeritage,
  winterOlympics,
];
