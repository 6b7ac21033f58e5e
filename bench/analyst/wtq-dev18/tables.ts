/**
 * The eighteenth wiki-style part: eight tables (17–50 rows) typed by hand from well-known public
 * facts, laid out as Wikipedia lists them — a tennis tournament's finals with `7–6(5)` scores,
 * title counts in brackets and two `Country` columns, a basketball award's winners with `^` Hall
 * of Fame marks, a country's general elections with `Hung parliament[b]` majorities and `%`
 * cells, a motorway system's routes with `3,021 mi (4,862 km)` lengths and state lists in a
 * cell, a federation's states by admission date, a league's top scorers one row per joint
 * winner, a dynasty's rulers with reigns as year ranges, and a currency union's members with
 * fixed rates such as `1,936.27`. The questions were written (and committed) before the
 * analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import euroAdoption from './euro-adoption';
import interstateHighways from './interstate-highways';
import nbaMvp from './nba-mvp';
import premierLeagueGoldenBoot from './premier-league-golden-boot';
import romanovRulers from './romanov-rulers';
import ukGeneralElections from './uk-general-elections';
import usStatesAdmission from './us-states-admission';
import wimbledonMensFinals from './wimbledon-mens-finals';

export const TABLES: BenchTable[] = [
  wimbledonMensFinals,
  nbaMvp,
  ukGeneralElections,
  interstateHighways,
  usStatesAdmission,
  premierLeagueGoldenBoot,
  romanovRulers,
  euroAdoption,
];
