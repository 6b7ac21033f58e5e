/**
 * The twelfth wiki-style part: eight small tables (11–31 rows) typed by hand from well-known
 * public facts, laid out as Wikipedia lists them — a cue sport's world finals with `18–12` scores
 * and title counts in brackets (`Stephen Hendry (6)`), a rugby championship's winners with `—`
 * for no Grand Slam and top scorers with their points in brackets, a golf major's champions with
 * `278 (−10)` scores and runners-up listed in one cell, a TV series' lead role with ordinal
 * incarnations (`Ninth Doctor`), unnumbered rows and tenures `1987–1989, 1996`, a film franchise
 * with `$1.342 billion` grosses and a Total row, a phone maker's models with `6.1 in` displays,
 * storage options listed in one cell and `—` for models still sold, a game series numbered in
 * Roman numerals with platforms listed in one cell, and the tallest statues with a tied rank `=6`.
 * The questions were written (and committed) before the analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import doctorWhoDoctors from './doctor-who-doctors';
import finalFantasyGames from './final-fantasy-games';
import iphoneModels from './iphone-models';
import mastersChampions from './masters-champions';
import sixNationsChampions from './six-nations-champions';
import snookerWorldFinals from './snooker-world-finals';
import tallestStatues from './tallest-statues';
import wizardingWorldFilms from './wizarding-world-films';

export const TABLES: BenchTable[] = [
  snookerWorldFinals,
  sixNationsChampions,
  mastersChampions,
  doctorWhoDoctors,
  wizardingWorldFilms,
  iphoneModels,
  finalFantasyGames,
  tallestStatues,
];
