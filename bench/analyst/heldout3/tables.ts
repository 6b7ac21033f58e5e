/**
 * The third held-out part: eight tables that appear only here — country development figures with
 * region codes, per-state counts with a fraction column, an hourly commit punch card, flight counts
 * per route, a long-format yearly rate series per race, a synthetic help-desk ticket export and two
 * small wiki-style tables. Nobody who develops the analyst may read these questions or run them
 * with --verbose: the figures are only worth something while nobody tunes on them.
 */
import type { BenchTable } from '../spec';
import flightsAirport from './flights-airport';
import gapminderHealthIncome from './gapminder-health-income';
import githubPunchcard from './github-punchcard';
import infantMortality from './infant-mortality';
import planets from './planets';
import populationEngineersHurricanes from './population-engineers-hurricanes';
import supportTickets from './support-tickets';
import womensWorldCup from './womens-world-cup';

export const TABLES: BenchTable[] = [
  supportTickets,
  gapminderHealthIncome,
  populationEngineersHurricanes,
  githubPunchcard,
  flightsAirport,
  infantMortality,
  planets,
  womensWorldCup,
];
