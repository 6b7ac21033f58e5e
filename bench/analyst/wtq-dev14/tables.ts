/**
 * The fourteenth wiki-style part: eight small tables (12–26 rows) typed by hand from well-known
 * public facts, laid out as Wikipedia lists them — a European club competition's finals with
 * `2–2 (a.e.t.) (3–1 p)` scores and clubs written `Sevilla (ESP)`, a national election's results
 * with `11,196,374` votes, `−9.3` changes, `new` and a Total row, the tallest towers with
 * `553.3 m (1,815 ft)` heights, a space programme's flights with `13d 18h 35m` durations and crews
 * in one cell, a film prize's winners with a year not awarded and countries listed in one cell,
 * the first Roman emperors with dates `16 January 27 BC` / `19 August AD 14`, the most prominent
 * mountains with elevation and prominence in two units and `c. 905` ascents, and the World Cup's
 * top goalscorers with tied ranks `=4` / `=10`. The questions were written (and committed) before
 * the analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import europaLeagueFinals from './europa-league-finals';
import geminiMissions from './gemini-missions';
import germanElection2025 from './german-election-2025';
import palmeDor from './palme-dor';
import prominentPeaks from './prominent-peaks';
import romanEmperors from './roman-emperors';
import tallestTowers from './tallest-towers';
import worldCupGoalscorers from './world-cup-goalscorers';

export const TABLES: BenchTable[] = [
  europaLeagueFinals,
  germanElection2025,
  tallestTowers,
  geminiMissions,
  palmeDor,
  romanEmperors,
  prominentPeaks,
  worldCupGoalscorers,
];
