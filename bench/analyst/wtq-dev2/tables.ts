/**
 * The second table-question part: eight more small wiki-style tables (match results "W 2–1" and
 * "D 1–1 (a.e.t.) (4–3 p)", footnoted heights "8,848[a]", units in cells "828 m (2717 ft)", a
 * medal table with a host mark and a Totals row, years of a start and an end, set scores). The
 * questions and their SQL were written before the analyst was run on them.
 */
import type { BenchTable } from '../spec';
import apolloMissions from './apollo-missions';
import eightThousanders from './eight-thousanders';
import englandTournaments from './england-tournaments';
import murrayFinals from './murray-finals';
import nbaFinals from './nba-finals';
import popes from './popes';
import rioMedals from './rio-medals';
import tallestBuildings from './tallest-buildings';

export const TABLES: BenchTable[] = [englandTournaments, popes, rioMedals, eightThousanders, tallestBuildings, murrayFinals, apolloMissions, nbaFinals];
