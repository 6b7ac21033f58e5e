/**
 * The sixth wiki-style table-question part: eight more small tables of other domains (football
 * finals with "(a.e.t.)", "(g.g.)" and "(5–3 p)" scores and a year played late, literature
 * laureates with lifetimes "b. 1940", an acting award with ordinal ceremonies "81st", hurricane
 * seasons with "$172.3 billion" damage and a Total row, languages with speakers in millions and tied
 * ranks "=19", shuttle missions with "2d 6h 20m" durations, islands with "km² (sq mi)" areas and
 * country lists, tennis title counts under abbreviated headers). The questions and their SQL were
 * written before the analyst was run on them.
 */
import type { BenchTable } from '../spec';
import bestActress from './best-actress';
import euroFinals from './euro-finals';
import grandSlamWomen from './grand-slam-women';
import hurricaneSeasons from './hurricane-seasons';
import languages from './languages';
import largestIslands from './largest-islands';
import nobelLiterature from './nobel-literature';
import shuttleMissions from './shuttle-missions';

export const TABLES: BenchTable[] = [
  euroFinals,
  nobelLiterature,
  bestActress,
  hurricaneSeasons,
  languages,
  shuttleMissions,
  largestIslands,
  grandSlamWomen,
];
