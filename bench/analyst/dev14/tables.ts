/**
 * The fourteenth development part: six real public tables from Debian packages, of shapes and
 * domains used nowhere else in the bench — US immigration from Europe by decade in a wide
 * tab-separated file with comment lines and `-` gaps (gnuplot demo data), French cities in a
 * headerless file with degree signs in the cells (gnuplot demo data), UN General Assembly ideal
 * points by country and year in long form with CRLF line ends and duplicated rows (R plotly's
 * Shiny example), German rural NO2 monitoring stations with 21 snake_case metadata columns (R
 * gstat), UN social indicators in a whitespace-aligned text file with an unnamed first column
 * and NA gaps (R Commander), and a raw BEA download of per capita income by state with year
 * headers padded with spaces, footnote marks and footer lines (Python libpysal).
 * The questions were written (and committed) before the analyst was first run on them.
 */
import type { BenchTable } from '../spec';
import frenchCities from './french-cities';
import no2Stations from './no2-stations';
import stateIncome from './state-income';
import unIdealPoints from './un-ideal-points';
import unNations from './un-nations';
import usImmigration from './us-immigration';

export const TABLES: BenchTable[] = [
  usImmigration,
  frenchCities,
  unIdealPoints,
  no2Stations,
  unNations,
  stateIncome,
];
